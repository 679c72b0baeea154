#include "grid/chainstepbar.h"

#include "common/appearance.h"
#include "wording/chainwording.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

bool sameStep(const core::Step &a, const core::Step &b)
{
    return a.technique == b.technique && a.chains == b.chains && a.placements == b.placements
        && a.eliminations == b.eliminations && a.forcing == b.forcing;
}

// The words with no line break inside a run of CJK characters (a word joiner between two
// characters where either is CJK): Japanese breaks between any two characters, so a legend's
// entry would break in the middle of a word; spaces still break.
QString unbreakable(const QString &words)
{
    QString out;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (i > 0 && !words[i - 1].isSpace() && !words[i].isSpace()
            && (words[i - 1].unicode() >= 0x2E80 || words[i].unicode() >= 0x2E80))
            out += QChar(0x2060);
        out += words[i];
    }
    return out;
}

bool samePosition(const core::Board &a, const core::Board &b)
{
    if (a.cellCount() != b.cellCount() || a.values() != b.values())
        return false;
    for (int c = 0; c < a.cellCount(); ++c)
        if (a.candidates(c) != b.candidates(c))
            return false;
    return true;
}

} // namespace

ChainStepBar::ChainStepBar(QWidget *parent)
    : QWidget { parent }
    , m_start { new QToolButton }
    , m_back { new QToolButton }
    , m_next { new QToolButton }
    , m_whole { new QToolButton }
    , m_where { new QLabel }
    , m_sentence { new QLabel }
    , m_legend { new QLabel }
{
    setObjectName(QStringLiteral("chainStepBar"));
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QHBoxLayout;
    outer->addLayout(layout);
    m_sentence->setObjectName(QStringLiteral("chainStepSentence"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentence->setVisible(false);
    outer->addWidget(m_sentence);
    m_start->setObjectName(QStringLiteral("chainStepStart"));
    m_back->setObjectName(QStringLiteral("chainStepBack"));
    m_next->setObjectName(QStringLiteral("chainStepNext"));
    m_whole->setObjectName(QStringLiteral("chainStepWhole"));
    m_where->setObjectName(QStringLiteral("chainStepWhere"));
    for (QToolButton *b : { m_start, m_back, m_next, m_whole }) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
    }
    connect(m_start, &QToolButton::clicked, this, &ChainStepBar::toStart);
    connect(m_back, &QToolButton::clicked, this, &ChainStepBar::previous);
    connect(m_next, &QToolButton::clicked, this, &ChainStepBar::next);
    connect(m_whole, &QToolButton::clicked, this, &ChainStepBar::toEnd);
    layout->addWidget(m_start);
    layout->addWidget(m_back);
    layout->addWidget(m_next);
    layout->addWidget(m_whole);
    layout->addStretch(1);
    // Where the walk is, on a line of its own (it is long in a net: "Step 3 of 25 · branch 1 of
    // 3"), then the sentence.
    m_where->setWordWrap(true);
    outer->insertWidget(1, m_where);
    // The legend, under where the walk is: small, wrapping between its entries.
    m_legend->setObjectName(QStringLiteral("chainStepLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    QFont small = m_legend->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_legend->setFont(small);
    outer->insertWidget(2, m_legend);
    retranslateUi();
    setVisible(false);
}

void ChainStepBar::setShowsSentence(bool on)
{
    m_showsSentence = on;
    refresh();
}

void ChainStepBar::setStep(
    const core::Step &step, const core::Board &position, core::CellNaming naming, bool atEnd)
{
    // Another cell naming words the same walk anew, where it is.
    const bool same
        = m_position && sameStep(m_walk.step(), step) && samePosition(*m_position, position);
    m_naming = naming;
    if (!same) {
        m_walk = ChainWalk(step);
        m_position = position;
        if (atEnd)
            m_walk.toEnd();
    }
    refresh();
}

void ChainStepBar::clear()
{
    m_walk = ChainWalk();
    m_position.reset();
    refresh();
}

BoardHighlight ChainStepBar::highlight() const
{
    if (!m_position)
        return {};
    return BoardHighlight::fromChainWalk(m_walk, *m_position, m_playersMarks);
}

QString ChainStepBar::sentence() const
{
    if (!m_position)
        return {};
    return ChainWording(*m_position, m_naming, m_playersMarks).frameText(m_walk);
}

void ChainStepBar::next()
{
    if (m_walk.next())
        refresh();
}

void ChainStepBar::previous()
{
    if (m_walk.previous())
        refresh();
}

void ChainStepBar::toStart()
{
    m_walk.setIndex(0);
    refresh();
}

void ChainStepBar::toEnd()
{
    m_walk.toEnd();
    refresh();
}

bool ChainStepBar::event(QEvent *event)
{
    // ← → Home End are the stepper's while it has the keyboard, before the window's shortcuts
    // (the Lab's transport steps through events with ← and →).
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier
            && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right
                || key->key() == Qt::Key_Home || key->key() == Qt::Key_End)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void ChainStepBar::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        previous();
        break;
    case Qt::Key_Right:
        next();
        break;
    case Qt::Key_Home:
        toStart();
        break;
    case Qt::Key_End:
        toEnd();
        break;
    case Qt::Key_Escape:
        emit leaveRequested();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ChainStepBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        updateLegend();
    QWidget::changeEvent(event);
}

void ChainStepBar::retranslateUi()
{
    m_start->setText(tr("|◀ Start"));
    m_start->setToolTip(tr("The chain's first link (Home)"));
    m_back->setText(tr("◀ Back"));
    m_back->setToolTip(tr("The link before (←)"));
    m_next->setText(tr("Next ▶"));
    m_next->setToolTip(tr("The next link (→)"));
    m_whole->setText(tr("Whole chain"));
    m_whole->setToolTip(tr("The whole picture and the chain in Eureka notation (End)"));
    m_where->setToolTip(tr("On the board: blue candidates are true so far, orange ones ruled "
                           "out; the current link is drawn wide in green."));
    m_legend->setAccessibleName(tr("Colours of the chain"));
    updateLegend();
    setAccessibleName(tr("Chain stepper"));
    setAccessibleDescription(tr("Left and right arrow keys move along the chain, one link at a "
                                "time"));
    refresh();
}

void ChainStepBar::updateLegend()
{
    // The colours the board paints with (GridView's links, CellDelegate's candidate discs). The
    // legend wraps between its entries (and at spaces), never inside a Japanese word.
    const Appearance::BoardColors colors = Appearance::boardColors(palette());
    struct Entry
    {
        QColor colour;
        QString swatch;
        QString words;
    };
    const Entry entries[] = {
        { colors.link, QStringLiteral("━━━"), tr("strong link: at least one end is true") },
        { colors.link, QStringLiteral("╍╍╍"), tr("weak link: at most one end is true") },
        { colors.hintUnitOutline, QStringLiteral("▬▬"), tr("the current link") },
        { colors.pattern, QStringLiteral("●"), tr("candidate true so far") },
        { colors.patternAlt, QStringLiteral("●"), tr("candidate ruled out so far") },
    };
    QStringList html;
    QStringList plain;
    for (const Entry &e : entries) {
        html << QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"color:%1; "
                               "font-weight:bold\">%2</span>&nbsp;%3</span>")
                    .arg(e.colour.name(), e.swatch, unbreakable(e.words).toHtmlEscaped());
        plain << e.words;
    }
    m_legend->setText(html.join(QStringLiteral(" &nbsp; ")));
    m_legend->setAccessibleDescription(plain.join(QStringLiteral("; ")));
}

void ChainStepBar::refresh()
{
    setVisible(isWalkable());
    m_start->setEnabled(isWalkable() && !m_walk.atStart());
    m_back->setEnabled(isWalkable() && !m_walk.atStart());
    m_next->setEnabled(isWalkable() && !m_walk.atEnd());
    m_whole->setEnabled(isWalkable() && !m_walk.atEnd());
    m_where->setText(m_position ? ChainWording(*m_position, m_naming).progress(m_walk) : QString());
    // The whole picture's words are the explanation the page shows already.
    const bool words = m_showsSentence && isWalkable() && !m_walk.atEnd();
    m_sentence->setVisible(words);
    m_sentence->setText(words ? sentence() : QString());
    emit frameChanged();
}
