#pragma once

#include "board/formats.h"
#include "logic/step.h"
#include "rating/humanscore.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class AsyncRunner;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

// File > New Game > Generate: a new puzzle made by the generator (core/generator) for a size and
// a human level (Easy ... Extreme), or, for Practice, one whose path needs a technique. The
// generator runs on a worker thread (AsyncRunner) while a busy bar and the count of puzzles
// judged so far show it working; Cancel stops it (a second Cancel closes the dialog). When the
// puzzle is ready the dialog hands it over (puzzleReady) and closes.
class GenerateDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GenerateDialog)

public:
    // Seconds the generator may look for one puzzle before it says the target is rare.
    static constexpr double kTimeBudgetSeconds = 30;

    explicit GenerateDialog(QWidget *parent = nullptr);
    ~GenerateDialog() override;

    // Practice: the puzzle's path must use this technique (on a 9x9 board, any level); reason
    // says why it was chosen and is shown above.
    void setPractice(core::Technique technique, const QString &reason);
    // A fixed seed (tests, screenshots); 0: a new random seed for every puzzle.
    void setSeed(quint64 seed) { m_seed = seed; }
    // The box shape: side 4, 6, 9, 12 or 16.
    void setSide(int side);
    void setLevel(core::Level level);
    bool isGenerating() const;
    QString statusText() const;

    // Where a generated game came from (saved with the game): "generated:9x9:level=hard:seed=7"
    // or "generated:9x9:technique=x-wing:seed=7".
    static QString origin(const core::Geometry &geometry, std::optional<core::Level> level,
        std::optional<core::Technique> technique, quint64 seed);

public slots:
    void generate();
    // Stops the generator; the dialog stays open.
    void cancelGeneration();

signals:
    void puzzleReady(const core::Puzzle &puzzle, const QString &source, const QString &origin);

protected:
    void reject() override;
    void changeEvent(QEvent *event) override;

private:
    struct Outcome;
    void finished(const Outcome &outcome);
    void setGenerating(bool on);
    void retranslateUi();
    void showProgress();

    AsyncRunner *m_runner;
    QLabel *m_intro;
    QLabel *m_reason;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_levelLabel;
    QComboBox *m_level;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_generate;
    QTimer *m_progressTimer;
    std::optional<core::Technique> m_technique;
    quint64 m_seed = 0;
    // What the worker reports (it never touches a widget): candidates judged so far.
    std::shared_ptr<std::atomic<quint64>> m_judged;
    qint64 m_startedMs = 0;
};
