#pragma once

#include "board/geometry.h"

#include <QWidget>

#include <cstdint>
#include <memory>

class RunSession;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class RunWording;
class SearchTreeView;
class StepWording;

// The Lab's search-tree page (issue 11): the tree of the session's run (SearchTreeView) linked
// both ways with the Lab (a click on a node moves the run there; stepping moves the highlight,
// kept in view when Follow is on), its toolbar (fit, current path, zoom, follow, export), the
// legend of the fates and the tree's counts; and, to compare, a second tree of the same puzzle
// with another ordering beside it at the same scale.
class SearchTreePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchTreePanel)

public:
    explicit SearchTreePanel(RunSession *session, QWidget *parent = nullptr);
    ~SearchTreePanel() override;

    SearchTreeView *view() const { return m_view; }
    SearchTreeView *compareView() const { return m_compareView; }
    RunSession *compareSession() const { return m_compare; }
    void setCellNaming(core::CellNaming naming);

    // Runs the main run's spec with another ordering (--strategy words: "lex", "ctn" ...) on the
    // same puzzle and shows its tree beside, at the same scale; empty: no comparison.
    void compareWith(const QString &strategy);
    // Both trees fitted at one scale (the larger one fills its half).
    void fitBothAtOneScale();
    // The legend's texts (tests) and the counts line.
    QStringList legendEntries() const;
    QString summary() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void onReset();
    void onGrown();
    void onCompareGrown();
    void updateSummary();
    void describeView();
    void rebuildLegend();
    void exportTree(bool whole, bool svg);
    void startCompare();
    QString toolTipFor(std::uint32_t node) const;
    QString labelFor(const RunSession *session, std::uint32_t node) const;

    RunSession *m_session;
    RunSession *m_compare;
    SearchTreeView *m_view;
    SearchTreeView *m_compareView;
    QSplitter *m_splitter = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_compareTitle = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_compareLabel = nullptr;
    QComboBox *m_compareBox = nullptr;
    QCheckBox *m_follow = nullptr;
    QAction *m_fit = nullptr;
    QAction *m_path = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_exportMenu = nullptr;
    std::unique_ptr<RunWording> m_wording;
    std::unique_ptr<StepWording> m_steps;
    core::CellNaming m_naming = core::CellNaming::Letter;
    QString m_compareStrategy;
    bool m_linking = false;
};
