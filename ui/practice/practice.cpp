#include "practice/practice.h"

#include "common/asyncrunner.h"
#include "game/game.h"
#include "logic/tutorengine.h"
#include "practice/drillrecordmodel.h"
#include "practice/generatedialog.h"
#include "wording/drillwording.h"
#include "wording/stepwording.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

Practice::Practice(Game *game, QWidget *window, const QString &recordPath)
    : QObject { window }
    , m_game { game }
    , m_window { window }
    , m_runner { new AsyncRunner(this) }
    , m_path { recordPath.isEmpty() ? PracticeRecord::defaultPath() : recordPath }
    , m_generateAction { new QAction(
          QIcon::fromTheme(QStringLiteral("document-new")), QString(), this) }
    , m_practiceAction { new QAction(QIcon::fromTheme(QStringLiteral("go-next")), QString(), this) }
    , m_recordAction { new QAction(
          QIcon::fromTheme(QStringLiteral("view-statistics")), QString(), this) }
    , m_model { new PracticeModel(this) }
    , m_drillModel { new DrillRecordModel(this) }
{
    m_generateAction->setObjectName(QStringLiteral("generateAction"));
    m_generateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_practiceAction->setObjectName(QStringLiteral("practiceAction"));
    m_practiceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_recordAction->setObjectName(QStringLiteral("practiceRecordAction"));
    connect(m_generateAction, &QAction::triggered, this, &Practice::openGenerateDialog);
    connect(m_practiceAction, &QAction::triggered, this, &Practice::openPractice);
    connect(m_recordAction, &QAction::triggered, this, &Practice::openRecordPage);

    QString error;
    if (!m_record.load(m_path, &error)) {
        m_record = PracticeRecord();
        // Still there: it could not be moved aside, so it must not be overwritten.
        m_blocked = QFile::exists(m_path);
        // Said where it cannot be missed, once the window is up.
        QTimer::singleShot(0, this, [this, error] { reportProblem(error); });
    }
    m_model->setRecord(m_record);
    m_drillModel->setRecord(m_drillRecord, m_record.recorded());

    // A new or loaded game is not in the record yet.
    connect(m_game, &Game::reset, this, [this] { m_recorded = false; });
    connect(m_game, &Game::completed, this, &Practice::onCompleted);
    retranslate();
}

GenerateDialog *Practice::generateDialog() const
{
    return m_dialog;
}

QDialog *Practice::recordPage() const
{
    return m_page;
}

bool Practice::isRecording() const
{
    return m_runner->isRunning();
}

void Practice::onCompleted()
{
    if (m_recorded)
        return;
    m_recorded = true;
    // The tutor's path from the givens says which techniques the puzzle needed.
    core::Board givens(m_game->geometry());
    for (int c = 0; c < givens.cellCount(); ++c)
        if (m_game->board().isGiven(c))
            givens.setGiven(c, m_game->board().value(c));
    // The hints the game counted per technique (saved with it, so a game continued from the
    // last run keeps them); reveals and pointed-out mistakes are no technique.
    std::vector<core::Technique> hinted;
    const QMap<QString, int> kinds = m_game->hintsByKind();
    for (auto it = kinds.begin(); it != kinds.end(); ++it)
        if (const auto t = PracticeRecord::techniqueFromId(it.key()); t && it.value() > 0)
            hinted.push_back(*t);
    m_runner->start<std::vector<core::Technique>>(
        [givens](const std::atomic<bool> &stop) {
            std::vector<core::Technique> used;
            for (const core::Step &step : core::tutorPath(givens, &stop).steps)
                used.push_back(step.technique);
            return used;
        },
        [this, hinted](std::vector<core::Technique> used) {
            m_record.addGame(used, hinted);
            m_model->setRecord(m_record);
            m_drillModel->setRecord(m_drillRecord, m_record.recorded());
            if (!m_blocked) {
                QString error;
                if (!m_record.save(m_path, &error)) {
                    m_error = error;
                    emit statusMessage(tr("The practice record was not saved: %1").arg(error), 0);
                }
            }
            emit recordChanged();
        });
}

void Practice::setDrillRecord(const core::DrillRecord &record)
{
    m_drillRecord = record;
    std::vector<core::Technique> pool = m_record.recorded();
    m_drillModel->setRecord(record, pool);
    emit recordChanged();
}

std::optional<core::DrillSuggestion> Practice::drillSuggestion() const
{
    const auto &rows = m_drillModel->suggestions();
    if (rows.empty())
        return std::nullopt;
    return rows.front();
}

void Practice::reportProblem(const QString &text)
{
    m_error = text;
    emit statusMessage(text, 0);
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Practice record"), text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("practiceProblemBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

GenerateDialog *Practice::newDialog()
{
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new GenerateDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSeed(m_seed);
    connect(dialog, &GenerateDialog::puzzleReady, this, &Practice::puzzleReady);
    m_dialog = dialog;
    return dialog;
}

void Practice::openGenerateDialog()
{
    if (m_confirmReplace && !m_confirmReplace())
        return;
    GenerateDialog *dialog = newDialog();
    dialog->setSide(m_game->geometry().side());
    dialog->open();
}

QString Practice::reasonFor(core::Technique technique) const
{
    const PracticeRecord::Counts c = m_record.counts(technique);
    const QString name = StepWording::techniqueName(technique);
    const int ties = m_record.tiedWith(technique);
    //: %1 is a technique; the two sentences after it give the counts.
    return (ties == 0 ? tr("You needed a hint for %1 more often than for any other technique:")
                            .arg(name)
                      //: %1 is a technique; %n how many others were needed as often.
                      : tr("You needed a hint for %1 and for %n other technique(s) equally "
                           "often, and %1 is the hardest of them: each",
                          nullptr, ties)
                            .arg(name))
        + QLatin1Char(' ') + tr("in %n solved game(s) with a hint,", nullptr, c.hinted)
        + QLatin1Char(' ') + tr("found alone in %n.", nullptr, c.alone);
}

void Practice::openPractice()
{
    const auto weakest = m_record.weakest();
    if (!weakest) {
        auto *box = new QMessageBox(QMessageBox::Information, tr("Practice"),
            tr("There is nothing to practise yet: your record has no technique you needed a hint "
               "for. Solve a few puzzles, and when a hint helps you, Practice will find you a "
               "puzzle that needs that technique."),
            QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("nothingToPractiseBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    if (m_confirmReplace && !m_confirmReplace())
        return;
    GenerateDialog *dialog = newDialog();
    const QString reason = reasonFor(*weakest) + QLatin1Char(' ')
        + tr("The new puzzle's path needs %1.").arg(StepWording::techniqueName(*weakest));
    dialog->setPractice(*weakest, reason);
    // The dialog closes as soon as the puzzle is ready (often at once): the game says why it
    // was chosen once it is on the board.
    connect(dialog, &GenerateDialog::puzzleReady, this, [this, reason] {
        auto *box = new QMessageBox(
            QMessageBox::Information, tr("Practice"), reason, QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("practiceReasonBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    dialog->open();
    dialog->generate();
}

void Practice::openRecordPage()
{
    if (m_page) {
        m_page->raise();
        m_page->activateWindow();
        return;
    }
    auto *page = new QDialog(m_window);
    page->setObjectName(QStringLiteral("practiceRecordPage"));
    page->setAttribute(Qt::WA_DeleteOnClose);
    page->setWindowTitle(tr("Practice Record"));
    auto *note = new QLabel;
    note->setObjectName(QStringLiteral("practiceNote"));
    note->setWordWrap(true);
    auto *table = new QTableView;
    table->setObjectName(QStringLiteral("practiceTable"));
    table->setModel(m_model);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(
        PracticeModel::TechniqueColumn, QHeaderView::Stretch);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *practise = buttons->addButton(tr("&Practise"), QDialogButtonBox::ActionRole);
    practise->setObjectName(QStringLiteral("practiseButton"));
    connect(buttons, &QDialogButtonBox::rejected, page, &QDialog::close);
    connect(practise, &QPushButton::clicked, this, [this, page] {
        page->close();
        openPractice();
    });
    auto *layout = new QVBoxLayout(page);
    // Drills: per technique the last drills and their trend, the one to drill next first.
    auto *drillNote = new QLabel;
    drillNote->setObjectName(QStringLiteral("drillNote"));
    drillNote->setWordWrap(true);
    auto *drills = new QTableView;
    drills->setObjectName(QStringLiteral("drillTable"));
    drills->setAccessibleName(tr("Drills per technique"));
    drills->setModel(m_drillModel);
    drills->verticalHeader()->hide();
    drills->horizontalHeader()->setSectionResizeMode(
        DrillRecordModel::TechniqueColumn, QHeaderView::Stretch);
    drills->horizontalHeader()->setSectionResizeMode(
        DrillRecordModel::LastColumn, QHeaderView::ResizeToContents);
    drills->setSelectionBehavior(QAbstractItemView::SelectRows);
    drills->setSelectionMode(QAbstractItemView::SingleSelection);
    QPushButton *drill = buttons->addButton(tr("&Drill"), QDialogButtonBox::ActionRole);
    drill->setObjectName(QStringLiteral("drillButton"));
    drill->setToolTip(tr("Ten drills of the technique selected (or proposed)"));
    const auto drillChosen = [this, page, drills, table] {
        std::optional<core::Technique> t;
        const QModelIndex d = drills->currentIndex();
        const QModelIndex g = table->currentIndex();
        if (d.isValid())
            t = core::Technique(d.data(DrillRecordModel::TechniqueRole).toInt());
        else if (g.isValid())
            t = core::Technique(g.data(PracticeModel::TechniqueRole).toInt());
        else if (const auto s = drillSuggestion())
            t = s->technique;
        if (!t)
            return;
        page->close();
        emit drillRequested(*t);
    };
    connect(drill, &QPushButton::clicked, this, drillChosen);
    connect(drills, &QTableView::activated, this, drillChosen);
    layout->addWidget(note);
    layout->addWidget(table, 1);
    // What to drill next, why, and a button that starts ten drills of it.
    auto *proposed = new QPushButton;
    proposed->setObjectName(QStringLiteral("proposedDrillButton"));
    connect(proposed, &QPushButton::clicked, this, [this, page] {
        if (const auto s = drillSuggestion()) {
            page->close();
            emit drillRequested(s->technique);
        }
    });
    auto *proposal = new QHBoxLayout;
    proposal->addWidget(drillNote, 1);
    proposal->addWidget(proposed, 0, Qt::AlignBottom);
    layout->addLayout(proposal);
    layout->addWidget(drills, 1);
    layout->addWidget(buttons);
    page->resize(560, 620);
    m_page = page;
    m_pageNote = note;
    const auto update = [this, practise, drillNote, drill, proposed] {
        const auto weakest = m_record.weakest();
        QString text = m_record.isEmpty()
            ? tr("No solved games recorded yet. Each puzzle you solve adds the techniques its "
                 "path needed: found alone, or with a hint.")
            : tr("Per technique, the solved games whose path needed it: found alone, or with a "
                 "hint. The first row is the one Practice proposes.");
        if (weakest)
            text += QStringLiteral("\n\n") + reasonFor(*weakest);
        if (!m_error.isEmpty())
            text += QStringLiteral("\n\n") + m_error;
        m_pageNote->setText(text);
        practise->setEnabled(weakest.has_value());
        const auto suggestion = drillSuggestion();
        drillNote->setText(suggestion
                ? tr("Drills: one position at a time where the technique is the next step. "
                     "Drill next: %1")
                      .arg(DrillWording::suggestionReason(*suggestion))
                : tr("Drills: one position at a time where the technique is the next step "
                     "(Game ▸ Drill). None done yet."));
        drill->setEnabled(
            suggestion.has_value() || m_drillModel->rowCount() > 0 || !m_record.isEmpty());
        proposed->setVisible(suggestion.has_value());
        if (suggestion)
            proposed->setText(
                tr("Drill %1 now").arg(StepWording::techniqueName(suggestion->technique)));
    };
    update();
    connect(this, &Practice::recordChanged, page, update);
    page->show();
}

bool Practice::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

void Practice::retranslate()
{
    m_generateAction->setText(tr("&Generate a Puzzle…"));
    m_generateAction->setStatusTip(
        tr("A new puzzle made for you, of the size and level you choose"));
    m_practiceAction->setText(tr("&Practice…"));
    m_practiceAction->setStatusTip(
        tr("A new puzzle that needs the technique you needed the most hints for"));
    m_recordAction->setText(tr("Practice &Record…"));
    m_recordAction->setStatusTip(
        tr("Per technique: found alone, or with a hint, in the games you solved"));
}

void Practice::applyOptions(const PracticeOptions &options)
{
    if (options.dialog == PracticeOptions::Dialog::Generate)
        openGenerateDialog();
    else if (options.dialog == PracticeOptions::Dialog::Record)
        openRecordPage();
}
