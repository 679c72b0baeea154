#pragma once

#include "drill/drill.h"
#include "drill/drillrecord.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class AsyncRunner;
class Game;
class GridModel;
class GridView;
class HintPanel;
class HintSession;
class QComboBox;
class QLabel;
class QPushButton;
class Settings;
struct DrillGeneratorBox;

// Drills (issue 34): a session of ten positions where one technique is the simplest next step
// (core/drill), shown on a board of their own (a Game that is not the player's: a drill never
// touches the game in play). The player makes the step with the normal keys (a digit places it,
// Shift+digit removes a candidate, Ctrl+Z undoes), Check judges it in words (right; partly right
// naming what is missing; wrong naming the unjustified change and why), Where? / Show / Apply are
// the tutor's hints (HintSession), Next drill moves on. A worker (AsyncRunner) prepares the next
// drill while the player works; Cancel stops it. The record (core::DrillRecord) learns from each
// drill; the record, the session, its drill and the player's board on it are kept in the settings
// after every change, so a quit loses nothing.
class DrillWorkspace final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DrillWorkspace)

public:
    explicit DrillWorkspace(Settings *settings, QWidget *parent = nullptr);
    ~DrillWorkspace() override;

    Game *game() const { return m_game; }
    GridModel *gridModel() const { return m_model; }
    GridView *gridView() const { return m_view; }
    HintSession *hintSession() const { return m_session; }
    HintPanel *hintPanel() const { return m_hints; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *startButton() const { return m_start; }
    QComboBox *techniqueChoice() const { return m_choice; }

    const core::DrillRecord &record() const { return m_record; }
    const core::DrillSession &session() const { return m_plan; }
    const std::optional<core::Drill> &drill() const { return m_drill; }
    bool hasSession() const { return !m_plan.items.empty(); }
    // The worker is preparing the drill the player waits for.
    bool isWaiting() const { return m_waiting; }
    // The judgement's headline and sentences shown now.
    QString verdictText() const;
    QString judgementText() const;
    // The techniques a mix draws from when the player has no record yet.
    static std::vector<core::Technique> starterPool();

    // A fixed seed for sessions (tests, screenshots); 0: a new one each time.
    void setSeed(quint64 seed) { m_seed = seed; }
    // Keeps drills out of the settings (screenshot runs).
    void setPersistent(bool on) { m_persistent = on; }

public slots:
    // A session of ten drills of the technique, or (none) a mix weighted by the record.
    void startSession(std::optional<core::Technique> technique);
    void startChosen();
    // Judges the board against the drill.
    void check();
    // The next drill of the session (the drill left counts as missed when it was not found).
    void nextDrill();
    // Stops preparing the drill the player waits for.
    void cancelPreparation();
    // Writes the record and the session to the settings.
    void save();
    // Reads them back (the start of a run); false when there was no session.
    bool restore();

signals:
    void recordChanged();
    void statusMessage(const QString &text, int timeout);
    void drillShown();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void updateUi();
    void prepare(int index, bool waiting);
    void warmUp();
    void showDrill(const core::Drill &drill, const core::Board *player = nullptr);
    void recordOutcome(core::DrillOutcome outcome);
    void onHint(int level);
    void showHintOnBoard();
    void onSymbol(int symbol, bool shifted);
    void setJudgement(const QString &title, const QString &text);

    Settings *m_settings;
    Game *m_game;
    GridModel *m_model;
    GridView *m_view;
    HintSession *m_session;
    HintPanel *m_hints = nullptr;
    AsyncRunner *m_runner;
    QLabel *m_heading = nullptr;
    QLabel *m_task = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_judgement = nullptr;
    QLabel *m_progress = nullptr;
    QComboBox *m_choice = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_cancel = nullptr;

    core::DrillRecord m_record;
    core::DrillSession m_plan;
    std::optional<core::Drill> m_drill;
    std::optional<core::Drill> m_prepared; // the next drill, ready
    int m_preparedIndex = -1;
    int m_preparing = -1; // the index the worker prepares (-1: none)
    bool m_waiting = false;
    std::shared_ptr<DrillGeneratorBox> m_box;
    bool m_usedWhere = false;
    bool m_usedShow = false;
    bool m_failedCheck = false;
    bool m_recorded = false;
    std::optional<core::DrillVerdict> m_lastVerdict;
    quint64 m_seed = 0;
    bool m_persistent = true;
    bool m_triedRestore = false;
};
