#pragma once

#include "logic/step.h"

#include <QWidget>

#include <optional>

class AsyncRunner;
class Game;
class GridModel;
class QLabel;
class QPushButton;

// The tutor's hints, in three levels: 1) the technique and where to look, 2) the pattern
// highlighted on the board and the reasoning in full sentences, 3) the step applied (undoable).
// Before any logic, a hint checks the player's own work: a digit that contradicts the solution,
// or a removed pencil mark the solution needs, is pointed out first (and fixed at level 3).
class HintPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HintPanel)

public:
    HintPanel(Game *game, GridModel *model, QWidget *parent = nullptr);

    enum class Kind { None, Step, WrongDigit, MissingCandidate, NothingFound, Solved };

    // The level last shown (0 when none), what kind of hint it was, and its text.
    int level() const { return m_level; }
    Kind kind() const { return m_kind; }
    QString text() const;
    // The title shown (plain text); a step's title is a link to its technique's help page.
    QString title() const { return m_plainTitle; }
    QLabel *titleLabel() const { return m_title; }
    std::optional<core::Step> step() const { return m_step; }
    // Whether the hint for the current position is being worked out.
    bool isBusy() const;

public slots:
    void showLevel(int level); // 1, 2 or 3
    // Shows a given step (chosen from the list of available steps) at level 2.
    void showStep(const core::Step &step);

signals:
    // A hint finished (the text and highlights are shown).
    void hintShown(int level);
    // The technique's name in the title was clicked: its page of Help ▸ Techniques is wanted.
    void techniqueHelpRequested(core::Technique technique);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void invalidate();
    void present(int level);
    void setText(const QString &title, const QString &body);
    // A step's title: a link that opens its technique's help page.
    void setStepText(const QString &title, core::Technique technique, const QString &body);

    Game *m_game;
    GridModel *m_model;
    AsyncRunner *m_runner;
    QLabel *m_title;
    QLabel *m_body;
    QString m_plainTitle;
    QPushButton *m_buttons[3];
    int m_level = 0;
    int m_pendingLevel = 0;
    bool m_counted = false; // this position's hint already counted in the statistics
    Kind m_kind = Kind::None;
    bool m_known = false; // m_step/m_kind describe the current position
    std::optional<core::Step> m_step;
    int m_problemCell = -1;
};
