#pragma once

#include "board/geometry.h"
#include "logic/step.h"

#include <QWidget>

#include <optional>

class ChainStepBar;
class GridModel;
class GridView;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

// Help ▸ Techniques: a browsable window with every technique of the tutor, grouped by level,
// and a page for the one chosen: what it is, a diagram drawn by the board's own painter (a
// GridModel and GridView showing the hint of a real example position), the program's own
// explanation of that example, and when to look for the technique. The search field keeps the
// techniques whose name or page mentions every word typed.
class TechniqueHelpWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechniqueHelpWindow)

public:
    explicit TechniqueHelpWindow(QWidget *parent = nullptr);

    void showTechnique(core::Technique technique);
    core::Technique currentTechnique() const { return m_current; }
    // The example step drawn on the page (nothing when the technique has no example).
    const std::optional<core::Step> &exampleStep() const { return m_step; }
    // The techniques the list shows under the current search.
    QList<core::Technique> visibleTechniques() const;
    // The page's text (title, paragraphs, the example's explanation).
    QString pageText() const;
    void setCellNaming(core::CellNaming naming);

    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *techniqueList() const { return m_list; }
    GridView *diagram() const { return m_view; }
    GridModel *diagramModel() const { return m_model; }
    // The example's chain, link by link (it starts at the whole picture).
    ChainStepBar *stepper() const { return m_stepper; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillList();
    void applyFilter();
    void showPage();
    QTreeWidgetItem *itemOf(core::Technique technique) const;
    // Everything the search looks in, for one technique.
    static QString searchableText(core::Technique technique);

    QLineEdit *m_search;
    QTreeWidget *m_list;
    QLabel *m_title;
    QLabel *m_level;
    QLabel *m_whatHeading;
    QLabel *m_what;
    QLabel *m_exampleHeading;
    QLabel *m_example;
    QLabel *m_whenHeading;
    QLabel *m_when;
    GridModel *m_model;
    GridView *m_view;
    QWidget *m_diagram;
    ChainStepBar *m_stepper;
    core::CellNaming m_naming = core::CellNaming::Letter;
    core::Technique m_current = core::Technique::FullHouse;
    std::optional<core::Step> m_step;
};
