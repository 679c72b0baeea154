#include "play/hintpanel.h"

#include "grid/chainstepbar.h"
#include "play/hintsession.h"
#include "wording/stepwording.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

HintPanel::HintPanel(HintSession *session, QWidget *parent)
    : QWidget { parent }
    , m_session { session }
    , m_title { new QLabel }
    , m_body { new QLabel }
    , m_stepper { new ChainStepBar }
{
    m_stepper->setPlayersMarks(true); // the hint's position: the player's marks
    setObjectName(QStringLiteral("hintPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    const char *names[3] = { "hintWhereButton", "hintShowButton", "hintApplyButton" };
    for (int i = 0; i < 3; ++i) {
        m_buttons[i] = new QPushButton;
        m_buttons[i]->setObjectName(QLatin1String(names[i]));
        m_buttons[i]->setFocusPolicy(Qt::NoFocus);
        connect(m_buttons[i], &QPushButton::clicked, m_session,
            [this, i] { m_session->request(i + 1); });
        buttons->addWidget(m_buttons[i]);
    }
    layout->addLayout(buttons);
    m_title->setObjectName(QStringLiteral("hintTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    // A step's title links to its technique's page of Help ▸ Techniques.
    m_title->setTextFormat(Qt::RichText);
    m_title->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    connect(m_title, &QLabel::linkActivated, this, [this](const QString &link) {
        bool ok = false;
        const int t = link.section(QLatin1Char(':'), 1).toInt(&ok);
        if (link.startsWith(QLatin1String("technique:")) && ok && t >= 0
            && t < core::kTechniqueCount)
            emit techniqueHelpRequested(core::Technique(t));
    });
    m_body->setObjectName(QStringLiteral("hintText"));
    m_body->setWordWrap(true);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setMinimumHeight(m_body->fontMetrics().height() * 4);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_title);
    layout->addWidget(m_stepper);
    layout->addWidget(m_body);
    // Each frame of the chain stepper in words.
    connect(m_stepper, &ChainStepBar::frameChanged, this, [this] {
        if (m_stepper->isWalkable())
            m_body->setText(m_stepper->sentence());
    });
    connect(m_session, &HintSession::changed, this, &HintPanel::redraw);
    retranslateUi();
}

QString HintPanel::text() const
{
    return m_plainTitle + QLatin1Char('\n') + m_body->text();
}

void HintPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange) {
        // The title's link takes its colour when its text is parsed: parse it again.
        m_title->clear();
        redraw();
    }
    QWidget::changeEvent(event);
}

void HintPanel::retranslateUi()
{
    m_buttons[0]->setText(tr("Where?"));
    m_buttons[0]->setToolTip(tr("Hint, level 1: which technique to use and where to look (F2)"));
    m_buttons[1]->setText(tr("Show"));
    m_buttons[1]->setToolTip(tr("Hint, level 2: highlight the pattern and explain it (F3)"));
    m_buttons[2]->setText(tr("Apply"));
    m_buttons[2]->setToolTip(tr("Hint, level 3: make the step on the board (F4, undoable)"));
    redraw();
}

void HintPanel::setText(const QString &title, const QString &body)
{
    m_plainTitle = title;
    m_title->setText(title.toHtmlEscaped());
    m_title->setToolTip(QString());
    m_body->setText(body);
}

void HintPanel::setStepText(const QString &title, core::Technique technique, const QString &body)
{
    setText(title, body);
    m_title->setText(QStringLiteral("<a href=\"technique:%1\">%2</a>")
                         .arg(int(technique))
                         .arg(title.toHtmlEscaped()));
    m_title->setToolTip(tr("Open the help page of %1").arg(StepWording::techniqueName(technique)));
}

void HintPanel::redraw()
{
    using Kind = HintSession::Kind;
    const HintSession &s = *m_session;
    if (s.isBusy()) {
        if (m_stepper->hasStep())
            m_stepper->clear();
        setText(tr("Thinking…"), QString());
        return;
    }
    const StepWording words(s.geometry(), s.cellNaming());
    const bool applied = s.isApplied();
    // Show (level 2) of a step walks through its chains; anything else stops the walk.
    if (s.level() == 2 && s.kind() == Kind::Step && !applied && s.step() && s.position())
        m_stepper->setStep(*s.step(), *s.position(), s.cellNaming(),
            !ChainWalk::walksFromStart(s.step()->technique));
    else if (m_stepper->hasStep())
        m_stepper->clear();
    switch (s.level() == 0 ? Kind::None : s.kind()) {
    case Kind::None:
        setText(tr("Hints"),
            tr("Stuck? Ask where to look (F2), then to see the pattern (F3), "
               "then to apply it (F4)."));
        break;
    case Kind::WrongDigit: {
        const QString digit = StepWording::digit(s.problemDigit());
        const QString cell = words.cellName(s.problemCell());
        if (applied)
            setText(tr("Mistake removed"), tr("The wrong %1 in %2 is gone.").arg(digit, cell));
        else
            setText(tr("Check your digits first"),
                tr("The %1 in %2 does not agree with the solution, so any reasoning built on "
                   "it can go wrong. Remove it (Apply does) before going on.")
                    .arg(digit, cell));
        break;
    }
    case Kind::MissingCandidate: {
        const QString cell = words.cellName(s.problemCell());
        const QString digit = StepWording::digit(s.problemDigit());
        if (applied)
            setText(
                tr("Pencil mark restored"), tr("%1 has its candidate %2 back.").arg(cell, digit));
        else if (s.level() <= 1)
            // Where? points without giving the digit away (it is the cell's solution); Show
            // names it.
            setText(tr("Check your pencil marks first"),
                tr("A pencil mark you removed from %1 is needed there: check the marks of %1 "
                   "before going on. Show (F3) names it, Apply (F4) puts it back.")
                    .arg(cell));
        else
            setText(tr("Check your pencil marks first"),
                tr("The pencil marks of %1 no longer include %2, but %1 needs it: that "
                   "candidate was removed by mistake. Put it back (Apply does) before going on.")
                    .arg(cell, digit));
        break;
    }
    case Kind::Solved:
        setText(tr("Solved"), tr("The board is complete."));
        break;
    case Kind::NothingFound:
        setText(tr("No step found"),
            tr("No technique applies to this position. Check the digits and pencil marks: "
               "the puzzle may have no solution from here."));
        break;
    case Kind::Step: {
        const core::Step &step = *s.step();
        if (applied) {
            QString explanation
                = s.position() ? words.explanation(step, *s.position()) : words.explanation(step);
            if (s.filledMarks())
                explanation += QStringLiteral("\n")
                    + tr("Every empty cell has its pencil marks now, so that the removal shows.");
            setStepText(words.appliedTitle(step), step.technique, explanation);
        } else if (s.level() == 1) {
            setStepText(StepWording::techniqueName(step.technique), step.technique,
                words.whereToLook(step));
        } else if (m_stepper->isWalkable()) {
            setStepText(
                StepWording::techniqueName(step.technique), step.technique, m_stepper->sentence());
        } else {
            setStepText(StepWording::techniqueName(step.technique), step.technique,
                s.position() ? words.explanation(step, *s.position()) : words.explanation(step));
        }
        break;
    }
    }
}
