#include "play/digitpad.h"

#include "board/geometry.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

DigitButton::DigitButton(int symbol, QWidget *parent)
    : QToolButton { parent }
    , m_symbol { symbol }
{
    setText(QString(QChar::fromLatin1(core::Geometry::symbolChar(symbol))));
    setObjectName(QStringLiteral("digit%1").arg(symbol));
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    describe();
}

void DigitButton::setCount(int placed, int needed)
{
    m_placed = placed;
    m_needed = needed;
    describe();
    // Every one placed: nothing left to enter.
    setEnabled(placed < needed);
    update();
}

void DigitButton::describe()
{
    // The small number in the corner is how many are placed (not how many are left): the
    // tooltip and a screen reader say so.
    //: The digit pad's tooltip: how many of this digit are on the board.
    setToolTip(tr("%1: %2 of %3 placed (right click: highlight its candidates)")
                   .arg(text())
                   .arg(m_placed)
                   .arg(m_needed));
    //: A digit pad button, for a screen reader.
    setAccessibleName(tr("Digit %1").arg(text()));
    //: A digit pad button, for a screen reader: how many of this digit are on the board.
    setAccessibleDescription(tr("%1 of %2 placed").arg(m_placed).arg(m_needed));
}

void DigitButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        describe();
    QToolButton::changeEvent(event);
}

void DigitButton::setFiltered(bool on)
{
    if (on == m_filtered)
        return;
    m_filtered = on;
    update();
}

void DigitButton::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        emit filterRequested(m_symbol);
        event->accept();
        return;
    }
    QToolButton::mousePressEvent(event);
}

void DigitButton::paintEvent(QPaintEvent *event)
{
    QToolButton::paintEvent(event);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QFont small = font();
    small.setPointSizeF(qMax(6.0, font().pointSizeF() * 0.45));
    p.setFont(small);
    p.setPen(palette().color(
        isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::PlaceholderText));
    p.drawText(
        rect().adjusted(3, 1, -4, -2), Qt::AlignRight | Qt::AlignBottom, QString::number(m_placed));
    if (m_filtered) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5), 4, 4);
    }
}

DigitPad::DigitPad(QAction *pencilMode, QAction *erase, QWidget *parent)
    : QWidget { parent }
    , m_digits { new QGridLayout }
{
    setObjectName(QStringLiteral("digitPad"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_digits->setSpacing(4);
    layout->addLayout(m_digits);
    auto *tools = new QHBoxLayout;
    for (QAction *a : { pencilMode, erase }) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setMinimumHeight(30);
        tools->addWidget(b);
    }
    layout->addLayout(tools);
    setShape(3, 3);
}

void DigitPad::setShape(int boxRows, int boxColumns)
{
    const int n = boxRows * boxColumns;
    if (m_buttons.size() == n && m_columns == boxColumns)
        return;
    m_columns = boxColumns;
    qDeleteAll(m_buttons);
    m_buttons.clear();
    for (int s = 1; s <= n; ++s) {
        auto *b = new DigitButton(s);
        b->setMinimumSize(n > 9 ? 28 : 40, n > 9 ? 28 : 40);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * (n > 9 ? 1.1 : 1.5));
        b->setFont(f);
        connect(b, &QToolButton::clicked, this, [this, s] { emit symbolClicked(s); });
        connect(b, &DigitButton::filterRequested, this, &DigitPad::filterRequested);
        m_digits->addWidget(b, (s - 1) / boxColumns, (s - 1) % boxColumns);
        m_buttons.push_back(b);
    }
}

DigitButton *DigitPad::buttonFor(int symbol) const
{
    return symbol >= 1 && symbol <= m_buttons.size() ? m_buttons[symbol - 1] : nullptr;
}

void DigitPad::setCounts(const QVector<int> &placed)
{
    const int needed = int(m_buttons.size());
    for (DigitButton *b : m_buttons)
        b->setCount(placed.value(b->symbol()), needed);
}

void DigitPad::setFilterDigit(int symbol)
{
    for (DigitButton *b : m_buttons)
        b->setFiltered(b->symbol() == symbol);
}
