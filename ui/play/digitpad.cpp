#include "play/digitpad.h"

#include "board/geometry.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QToolButton>
#include <QVBoxLayout>

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
        auto *b = new QToolButton;
        b->setText(QString(QChar::fromLatin1(core::Geometry::symbolChar(s))));
        b->setObjectName(QStringLiteral("digit%1").arg(s));
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setMinimumSize(n > 9 ? 28 : 40, n > 9 ? 28 : 40);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * (n > 9 ? 1.1 : 1.5));
        b->setFont(f);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QToolButton::clicked, this, [this, s] { emit symbolClicked(s); });
        m_digits->addWidget(b, (s - 1) / boxColumns, (s - 1) % boxColumns);
        m_buttons.push_back(b);
    }
}

QToolButton *DigitPad::buttonFor(int symbol) const
{
    return symbol >= 1 && symbol <= m_buttons.size() ? m_buttons[symbol - 1] : nullptr;
}
