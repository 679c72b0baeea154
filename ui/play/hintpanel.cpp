#include "play/hintpanel.h"

#include "common/asyncrunner.h"
#include "game/game.h"
#include "grid/gridmodel.h"
#include "logic/tutorengine.h"
#include "wording/stepwording.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

HintPanel::HintPanel(Game *game, GridModel *model, QWidget *parent)
    : QWidget { parent }
    , m_game { game }
    , m_model { model }
    , m_runner { new AsyncRunner(this) }
    , m_title { new QLabel }
    , m_body { new QLabel }
{
    setObjectName(QStringLiteral("hintPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    const char *names[3] = { "hintWhereButton", "hintShowButton", "hintApplyButton" };
    for (int i = 0; i < 3; ++i) {
        m_buttons[i] = new QPushButton;
        m_buttons[i]->setObjectName(QLatin1String(names[i]));
        m_buttons[i]->setFocusPolicy(Qt::NoFocus);
        connect(m_buttons[i], &QPushButton::clicked, this, [this, i] { showLevel(i + 1); });
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
    layout->addWidget(m_body);
    connect(m_game, &Game::cellsChanged, this, &HintPanel::invalidate);
    connect(m_game, &Game::reset, this, &HintPanel::invalidate);
    retranslateUi();
}

QString HintPanel::text() const
{
    return m_plainTitle + QLatin1Char('\n') + m_body->text();
}

bool HintPanel::isBusy() const
{
    return m_runner->isRunning();
}

void HintPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_level > 0 && m_known)
            present(m_level);
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
    if (m_level == 0)
        setText(tr("Hints"),
            tr("Stuck? Ask where to look (F2), then to see the pattern (F3), "
               "then to apply it (F4)."));
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

void HintPanel::invalidate()
{
    m_runner->cancel();
    m_known = false;
    m_step.reset();
    m_kind = Kind::None;
    m_level = 0;
    m_pendingLevel = 0;
    m_counted = false;
    m_problemCell = -1;
    retranslateUi();
}

void HintPanel::showLevel(int level)
{
    level = qBound(1, level, 3);
    if (m_known) {
        present(level);
        return;
    }
    m_pendingLevel = level;
    if (m_runner->isRunning())
        return;
    setText(tr("Thinking…"), QString());

    // First the player's own mistakes (cheap, on the GUI thread), then the logic (a worker).
    const QVector<int> wrong = m_game->wrongEntries();
    if (!wrong.isEmpty()) {
        m_kind = Kind::WrongDigit;
        m_problemCell = wrong.front();
        m_known = true;
        present(m_pendingLevel);
        return;
    }
    const QVector<int> missing = m_game->missingSolutionCandidates();
    if (!missing.isEmpty()) {
        m_kind = Kind::MissingCandidate;
        m_problemCell = missing.front();
        m_known = true;
        present(m_pendingLevel);
        return;
    }
    if (m_game->board().isComplete()) {
        m_kind = Kind::Solved;
        m_known = true;
        present(m_pendingLevel);
        return;
    }
    const core::Board board = m_game->effectiveBoard();
    m_runner->start<std::optional<core::Step>>(
        [board](const std::atomic<bool> &stop) -> std::optional<core::Step> {
            core::Step step;
            if (core::nextPathStep(board, step, &stop))
                return step;
            return std::nullopt;
        },
        [this](std::optional<core::Step> step) {
            m_step = std::move(step);
            m_kind = m_step ? Kind::Step : Kind::NothingFound;
            m_known = true;
            present(m_pendingLevel);
        });
}

void HintPanel::showStep(const core::Step &step)
{
    m_runner->cancel();
    m_step = step;
    m_kind = Kind::Step;
    m_known = true;
    m_counted = true; // looking through the list is not a hint
    present(2);
}

void HintPanel::present(int level)
{
    const core::CellNaming naming = m_model->cellNaming();
    const StepWording words(m_game->geometry(), naming);
    m_level = level;
    if (!m_counted && m_kind != Kind::Solved && m_kind != Kind::NothingFound) {
        m_game->countHint(m_kind == Kind::Step
                ? QString::fromLatin1(core::techniqueId(m_step->technique))
                : Game::kMistakeHint);
        m_counted = true;
    }
    switch (m_kind) {
    case Kind::WrongDigit: {
        const int cell = m_problemCell;
        const int value = m_game->board().value(cell);
        m_model->setSelectedCell(cell);
        m_model->markWrong({ cell });
        if (level < 3) {
            setText(tr("Check your digits first"),
                tr("The %1 in %2 does not agree with the solution, so any reasoning built on "
                   "it can go wrong. Remove it (Apply does) before going on.")
                    .arg(StepWording::digit(value), words.cellName(cell)));
        } else {
            m_game->erase({ cell }); // resets the panel: the position changed
            setText(tr("Mistake removed"),
                tr("The wrong %1 in %2 is gone.")
                    .arg(StepWording::digit(value), words.cellName(cell)));
            m_level = 3;
        }
        break;
    }
    case Kind::MissingCandidate: {
        const int cell = m_problemCell;
        const int needed = m_game->solution()[cell];
        m_model->setSelectedCell(cell);
        if (level < 3) {
            setText(tr("Check your pencil marks first"),
                tr("The pencil marks of %1 no longer include %2, but %1 needs it: that "
                   "candidate was removed by mistake. Put it back (Apply does) before going on.")
                    .arg(words.cellName(cell), StepWording::digit(needed)));
        } else {
            m_game->toggleCandidate({ cell }, needed); // resets the panel
            setText(tr("Pencil mark restored"),
                tr("%1 has its candidate %2 back.")
                    .arg(words.cellName(cell), StepWording::digit(needed)));
            m_level = 3;
        }
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
        // A copy: applying the step changes the board, which resets m_step.
        const core::Step step = *m_step;
        const QString name = StepWording::techniqueName(step.technique);
        if (level == 1) {
            m_model->setHighlight(
                BoardHighlight::whereToLook(words.whereUnits(step), m_game->geometry()));
            setStepText(name, step.technique, words.whereToLook(step));
        } else if (level == 2) {
            m_model->setHighlight(BoardHighlight::fromStep(step, m_game->geometry()));
            setStepText(name, step.technique, words.explanation(step));
        } else {
            const QString entry = words.historyEntry(step);
            QString explanation = words.explanation(step);
            // Resets the panel: the position changed.
            if (m_game->applyStep(step, entry))
                explanation += QStringLiteral("\n")
                    + tr("Every empty cell has its pencil marks now, so that the removal shows.");
            // What changed stays visible (ghosted) until the next move.
            m_model->setApplied(AppliedGhost::fromStep(step, m_game->geometry()));
            setStepText(words.appliedTitle(step), step.technique, explanation);
            m_level = 3;
        }
        break;
    }
    case Kind::None:
        break;
    }
    emit hintShown(level);
}
