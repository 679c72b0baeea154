#pragma once

#include "batch/measurebatch.h"
#include "board/board.h"
#include "rating/humanscore.h"

#include <QWidget>

class AsyncRunner;
class QChartView;
class QFormLayout;
class QLabel;

// How hard the puzzle is: Chen's game complexity (entropy) with his band, the Neutralization
// Number now and at the start, the highest of San Segundo's rules the FILTER needs, and the
// human score and level of the explained path. Worked out off the GUI thread.
class DifficultyPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DifficultyPanel)

public:
    explicit DifficultyPanel(QWidget *parent = nullptr);

    struct Figures
    {
        bool valid = false;
        double entropy = 0; // game complexity
        double ntnStart = 0; // NtN after the givens' 1-reduction
        int filterTopRule = -1; // index into core::kFilterRules, -1 when none fired
        bool filterSolved = false;
        bool trialSolved = false; // one level of trial after the FILTER
        core::HumanScore human;
        bool pathSolved = false;
        core::PathDifficulty path; // entropy and NtN along the tutor's solution path
    };

    // A new puzzle: rate it in the background.
    void setPuzzle(const core::Board &givens);
    // The current position's NtN (cheap; updated as the player plays).
    void setPosition(const core::Board &board);
    const Figures &figures() const { return m_figures; }
    double currentNtn() const { return m_ntnNow; }
    // The chart of entropy and NtN along the solution path, and the step of the path the
    // current position is at (the last step whose board has no more values than it; -1 before
    // the path is known).
    QChartView *pathChart() const { return m_chart; }
    int pathPosition() const { return m_pathPosition; }
    bool isBusy() const;

    static QString levelName(core::Level level);
    // Chen's bands of game complexity: easy about 0.54-0.90, intermediate 1.22-1.40, hard
    // 1.69-1.82; values between two bands go to the nearer one.
    static QString entropyBand(double entropy);

signals:
    void rated();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void show(const Figures &figures);
    void showPath();
    void markPosition();
    void applyPalette();
    void showLegend();

    AsyncRunner *m_runner;
    QFormLayout *m_form;
    QLabel *m_entropy, *m_ntn, *m_rule, *m_score, *m_level, *m_note, *m_legend;
    QLabel *m_labels[5];
    Figures m_figures;
    double m_ntnNow = 0;
    QChartView *m_chart = nullptr;
    int m_filledNow = 0;
    int m_pathPosition = -1;
};
