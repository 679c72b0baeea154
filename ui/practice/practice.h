#pragma once

#include "drill/drillrecord.h"
#include "logic/step.h"
#include "practice/practicemodel.h"
#include "practice/practiceoptions.h"
#include "practice/practicerecord.h"

#include <QObject>
#include <QPointer>

#include <functional>

class AsyncRunner;
class DrillRecordModel;
class Game;
class GenerateDialog;
class QAction;
class QDialog;
class QLabel;
class QWidget;

namespace core {
struct Puzzle;
}

// Generated games and practice that follows the player. It owns three actions for the window's
// New Game menu: a generated puzzle by size and level (GenerateDialog), Practice (a generated
// puzzle whose path needs the technique the player struggles with most, with the reason), and
// the practice record page.
//
// The record (PracticeRecord, practice.json beside the autosave) grows with every solved game:
// each technique the player needed a hint for (Game::hintsByKind: the hint panel's and the
// steps list's) counts as hinted, each other technique on the puzzle's path (the tutor's,
// worked out off the GUI thread) as found alone.
class Practice final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Practice)

public:
    // window: the dialogs' parent (and this object's). recordPath: empty for the default.
    Practice(Game *game, QWidget *window, const QString &recordPath = {});

    QAction *generateAction() const { return m_generateAction; }
    QAction *practiceAction() const { return m_practiceAction; }
    QAction *recordAction() const { return m_recordAction; }

    const PracticeRecord &record() const { return m_record; }
    QString recordPath() const { return m_path; }
    // Why the record could not be read or written (empty when all is well).
    QString lastError() const { return m_error; }
    // Whether a solved game's path is still being worked out.
    bool isRecording() const;
    // A fixed seed for generated puzzles (tests, screenshots); 0: random.
    void setSeed(quint64 seed) { m_seed = seed; }
    // Asked before a generated puzzle is made to replace the game in progress (the window's
    // Save / Discard / Cancel question); false keeps the game and opens nothing.
    void setConfirmReplace(std::function<bool()> confirm) { m_confirmReplace = std::move(confirm); }

    // The dialog or page open now (for tests and screenshots), or null.
    GenerateDialog *generateDialog() const;
    QDialog *recordPage() const;

    // The weakest technique and the sentence that says why, empty when there is none.
    QString reasonFor(core::Technique technique) const;

    // Drills (issue 34): the record the Drill mode keeps; the record page shows it per technique
    // with its trend and proposes what to drill next, saying why.
    void setDrillRecord(const core::DrillRecord &record);
    DrillRecordModel *drillModel() const { return m_drillModel; }
    // The technique to drill next and the sentence that says why (none before any drill or game).
    std::optional<core::DrillSuggestion> drillSuggestion() const;

public slots:
    void openGenerateDialog();
    // Proposes the practice puzzle (or says there is nothing to practise yet).
    void openPractice();
    void openRecordPage();
    // The command line's start (ui/practice/practiceoptions.h): the dialog it asks for.
    void applyOptions(const PracticeOptions &options);

signals:
    void puzzleReady(const core::Puzzle &puzzle, const QString &source, const QString &origin);
    void recordChanged();
    // The record page's Drill button: a drill session of this technique.
    void drillRequested(core::Technique technique);
    // For the status bar; timeout 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);

protected:
    bool event(QEvent *event) override;

private:
    void retranslate();
    void onCompleted();
    void reportProblem(const QString &text);
    GenerateDialog *newDialog();

    Game *m_game;
    QWidget *m_window;
    AsyncRunner *m_runner;
    QString m_path;
    PracticeRecord m_record;
    QString m_error;
    bool m_blocked = false; // the unreadable record could not be moved aside: do not overwrite
    quint64 m_seed = 0;
    std::function<bool()> m_confirmReplace;
    bool m_recorded = false; // the game in progress is already in the record
    QAction *m_generateAction;
    QAction *m_practiceAction;
    QAction *m_recordAction;
    QPointer<GenerateDialog> m_dialog;
    QPointer<QDialog> m_page;
    QPointer<QLabel> m_pageNote;
    PracticeModel *m_model;
    DrillRecordModel *m_drillModel;
    core::DrillRecord m_drillRecord;
};
