#pragma once

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QStackedWidget;

// The Lab's solver chooser: a family and its options, in exactly the CLI's vocabulary. It
// writes the run spec as the words of a command line (core::parseRunSpec reads them):
//   logic --mode tutor|filter|chen [--rules K] [--choice random|first|fewest] [--seed N]
//   search --strategy NAME[/ascending|/gmax|/ep] --propagation ... [--carmel I,II,III,IV]
//          --goal solve|neutralize --seed N --limit NODES
//   climb --search best-first|steepest [--queue N] --init greedy|greedy-postswap|random
//         --w1 N --w2 N --cutoff N --seed N
// and reads them back (setSpecWords), so the command line and the tests choose as a user does.
class SolverChooser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SolverChooser)

public:
    explicit SolverChooser(QWidget *parent = nullptr);

    // "logic", "search" or "climb".
    QString family() const;
    QString specWords() const;
    // Sets the widgets from spec words (a family word, then --option value pairs; options not
    // named keep their value). False, with the word that cannot be used in `error`, when a word
    // is unknown; the chooser is then left as it was.
    bool setSpecWords(const QString &words, QString *error = nullptr);

signals:
    void specChanged(const QString &words);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateEnabled();
    QWidget *createLogicPage();
    QWidget *createSearchPage();
    QWidget *createClimbPage();

    QLabel *m_familyLabel;
    QComboBox *m_family;
    QStackedWidget *m_pages;
    // Logic.
    QFormLayout *m_logicForm = nullptr;
    QComboBox *m_logicMode = nullptr;
    QSpinBox *m_filterRules = nullptr;
    QComboBox *m_chenChoice = nullptr;
    QSpinBox *m_logicSeed = nullptr;
    // Search.
    QFormLayout *m_searchForm = nullptr;
    QComboBox *m_strategy = nullptr;
    QComboBox *m_valueOrder = nullptr;
    QComboBox *m_propagation = nullptr;
    QCheckBox *m_carmel[4] = {};
    QComboBox *m_goal = nullptr;
    QSpinBox *m_searchSeed = nullptr;
    QSpinBox *m_nodeLimit = nullptr;
    // Climb.
    QFormLayout *m_climbForm = nullptr;
    QComboBox *m_climbSearch = nullptr;
    QSpinBox *m_queue = nullptr;
    QComboBox *m_init = nullptr;
    QSpinBox *m_w1 = nullptr;
    QSpinBox *m_w2 = nullptr;
    QSpinBox *m_cutoff = nullptr;
    QSpinBox *m_climbSeed = nullptr;
};
