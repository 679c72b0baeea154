#include "lab/searchtreepanel.h"
#include "common/savedialog.h"

#include "run/runtreelayout.h"
#include "runview/runsession.h"
#include "runview/searchtreeview.h"
#include "wording/runwording.h"
#include "wording/stepwording.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <bit>

namespace {

// The strategies offered for a comparison (the CLI's --strategy words).
const char *const kCompareStrategies[] = { "lex", "mrv", "ctn", "dv-r1r2", "dv-gvmax" };

bool hasTree(const RunSession *session)
{
    if (!session->hasRun())
        return false;
    const core::RunTimeline &t = session->timeline();
    return t.family() == core::RunFamily::Search
        || (t.family() == core::RunFamily::Logic && t.tree().size() > 1);
}

QToolButton *toolButton(QAction *action)
{
    auto *button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

} // namespace

SearchTreePanel::SearchTreePanel(RunSession *session, QWidget *parent)
    : QWidget { parent }
    , m_session { session }
    , m_compare { new RunSession(this) }
    , m_view { new SearchTreeView }
    , m_compareView { new SearchTreeView }
{
    setObjectName(QStringLiteral("labTreePanel"));
    m_compareView->setObjectName(QStringLiteral("compareTreeView"));
    m_compareView->hide();

    m_fit = new QAction(this);
    m_fit->setObjectName(QStringLiteral("treeFitAction"));
    m_path = new QAction(this);
    m_path->setObjectName(QStringLiteral("treePathAction"));
    m_zoomIn = new QAction(this);
    m_zoomOut = new QAction(this);
    m_exportMenu = new QAction(this);
    auto *exportMenu = new QMenu(this);
    m_exportMenu->setMenu(exportMenu);
    m_follow = new QCheckBox;
    m_follow->setObjectName(QStringLiteral("treeFollowBox"));
    m_follow->setChecked(true);
    m_compareBox = new QComboBox;
    m_compareBox->setObjectName(QStringLiteral("treeCompareBox"));
    m_compareLabel = new QLabel;

    // A tool bar, not a row of buttons: in a narrow side pane (the Lab at 1000 px) the tools
    // that do not fit go behind its extension button instead of widening the window.
    auto *tools = new QToolBar;
    tools->setObjectName(QStringLiteral("treeToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->setIconSize(QSize(16, 16));
    tools->addWidget(toolButton(m_fit));
    tools->addWidget(toolButton(m_path));
    tools->addWidget(toolButton(m_zoomIn));
    tools->addWidget(toolButton(m_zoomOut));
    tools->addWidget(m_follow);
    auto *exportButton = toolButton(m_exportMenu);
    exportButton->setPopupMode(QToolButton::InstantPopup);
    tools->addWidget(exportButton);
    auto *spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    tools->addWidget(spacer);
    tools->addWidget(m_compareLabel);
    tools->addWidget(m_compareBox);

    m_title = new QLabel;
    m_compareTitle = new QLabel;
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_title);
    leftLayout->addWidget(m_view, 1);
    auto *right = new QWidget;
    right->setObjectName(QStringLiteral("compareTreePane"));
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_compareTitle);
    rightLayout->addWidget(m_compareView, 1);
    right->hide();
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->addWidget(left);
    m_splitter->addWidget(right);
    m_splitter->setChildrenCollapsible(false);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("treeSummary"));
    m_summary->setWordWrap(true);
    m_legend = new QLabel;
    m_legend->setObjectName(QStringLiteral("treeLegend"));
    m_legend->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tools);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_legend);

    const auto labelOf = [this](const RunSession *s) {
        return [this, s](std::uint32_t node) { return labelFor(s, node); };
    };
    m_view->setLabelText(labelOf(m_session));
    m_compareView->setLabelText(labelOf(m_compare));
    m_view->setToolTipText([this](std::uint32_t node) { return toolTipFor(node); });

    connect(m_fit, &QAction::triggered, this, [this] {
        if (m_compareView->isVisible())
            fitBothAtOneScale();
        else
            m_view->fitAll();
    });
    connect(m_path, &QAction::triggered, m_view, &SearchTreeView::zoomToPath);
    connect(m_zoomIn, &QAction::triggered, this,
        [this] { m_view->zoomBy(1.5, 1, QRectF(m_view->rect()).center()); });
    connect(m_zoomOut, &QAction::triggered, this,
        [this] { m_view->zoomBy(1 / 1.5, 1, QRectF(m_view->rect()).center()); });
    connect(m_follow, &QCheckBox::toggled, m_view, &SearchTreeView::setFollow);
    for (const bool whole : { false, true })
        for (const bool svg : { false, true }) {
            QAction *a = exportMenu->addAction(QString());
            a->setData(int(whole) * 2 + int(svg));
            connect(a, &QAction::triggered, this, [this, whole, svg] { exportTree(whole, svg); });
        }
    connect(m_view, &SearchTreeView::exportRequested, this, &SearchTreePanel::exportTree);
    connect(m_compareBox, &QComboBox::activated, this,
        [this](int index) { compareWith(m_compareBox->itemData(index).toString()); });

    // Linked both ways: a node clicked moves the run; the run's position moves the highlight.
    connect(m_view, &SearchTreeView::nodeActivated, this, [this](quint32 node) {
        if (hasTree(m_session))
            m_session->seek(core::nodePosition(m_session->timeline(), node));
    });
    connect(m_session, &RunSession::reset, this, &SearchTreePanel::onReset);
    connect(m_session, &RunSession::grown, this, &SearchTreePanel::onGrown);
    connect(m_session, &RunSession::runEnded, this, &SearchTreePanel::updateSummary);
    connect(m_session, &RunSession::positionChanged, this, [this](std::uint64_t position) {
        if (hasTree(m_session))
            m_view->setCurrentNode(
                static_cast<std::int64_t>(m_session->timeline().nodeAt(position)));
        describeView();
    });
    connect(m_compare, &RunSession::reset, this, [this] {
        m_compareView->setTimeline(hasTree(m_compare) ? &m_compare->timeline() : nullptr);
    });
    connect(m_compare, &RunSession::grown, this, &SearchTreePanel::onCompareGrown);
    connect(m_compare, &RunSession::runEnded, this, [this] {
        onCompareGrown();
        fitBothAtOneScale();
    });
    // One scale for both trees: a zoom in either is a zoom in both.
    const auto link = [this](SearchTreeView *from, SearchTreeView *to) {
        connect(from, &SearchTreeView::scaleChanged, this, [this, to](double c, double l) {
            if (m_linking || !m_compareView->isVisible())
                return;
            m_linking = true;
            to->setScale(c, l);
            m_linking = false;
        });
    };
    link(m_view, m_compareView);
    link(m_compareView, m_view);
    retranslateUi();
    onReset();
}

SearchTreePanel::~SearchTreePanel() = default;

void SearchTreePanel::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    onReset();
}

void SearchTreePanel::onReset()
{
    const bool tree = hasTree(m_session);
    m_view->setTimeline(tree ? &m_session->timeline() : nullptr);
    m_wording.reset();
    m_steps.reset();
    if (m_session->hasRun()) {
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
        m_steps = std::make_unique<StepWording>(m_session->timeline().geometry(), m_naming);
    }
    if (tree)
        m_view->setCurrentNode(
            static_cast<std::int64_t>(m_session->timeline().nodeAt(m_session->position())));
    // A comparison follows the main run: the same puzzle, the other ordering.
    if (!m_compareStrategy.isEmpty() && tree)
        startCompare();
    updateSummary();
}

void SearchTreePanel::onGrown()
{
    if (!hasTree(m_session))
        return;
    m_view->timelineGrown();
    m_view->setCurrentNode(
        static_cast<std::int64_t>(m_session->timeline().nodeAt(m_session->position())));
    updateSummary();
}

void SearchTreePanel::onCompareGrown()
{
    if (!hasTree(m_compare))
        return;
    m_compareView->timelineGrown();
    const core::RunTimeline &t = m_compare->timeline();
    m_compareView->setCurrentNode(static_cast<std::int64_t>(t.tree().current()));
    const core::RunCounters c = t.liveCounters();
    const QLocale locale;
    m_compareTitle->setText(tr("%1: %2 recursions, %3 backtracks")
                                .arg(m_compareStrategy, locale.toString(qulonglong(c.recursions)),
                                    locale.toString(qulonglong(c.backtracks))));
}

void SearchTreePanel::compareWith(const QString &strategy)
{
    m_compareStrategy = strategy;
    const int index = m_compareBox->findData(strategy);
    m_compareBox->setCurrentIndex(std::max(0, index));
    QWidget *pane = m_splitter->widget(1);
    if (strategy.isEmpty()) {
        m_compare->cancel();
        m_view->setFitPartner(nullptr);
        m_compareView->setFitPartner(nullptr);
        m_compareView->setTimeline(nullptr);
        pane->hide();
        m_compareView->hide();
        m_view->fitAll();
        return;
    }
    pane->show();
    m_compareView->show();
    const int half = m_splitter->width() / 2;
    m_splitter->setSizes({ half, half });
    m_view->setFitPartner(m_compareView);
    m_compareView->setFitPartner(m_view);
    if (hasTree(m_session))
        startCompare();
}

void SearchTreePanel::startCompare()
{
    // The main run's words with the other strategy.
    QStringList words = QString::fromStdString(m_session->timeline().header().spec)
                            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const int at = words.indexOf(QStringLiteral("--strategy"));
    if (at >= 0 && at + 1 < words.size())
        words[at + 1] = m_compareStrategy;
    else
        words << QStringLiteral("--strategy") << m_compareStrategy;
    m_compare->setPuzzle(m_session->puzzle(), m_session->source());
    m_compareTitle->setText(tr("%1: running…").arg(m_compareStrategy));
    QString error;
    if (!m_compare->start(words.join(QLatin1Char(' ')), &error))
        m_compareTitle->setText(error);
}

void SearchTreePanel::fitBothAtOneScale()
{
    // Each view fits at the smaller of the two fitted scales (setFitPartner).
    m_view->fitAll();
}

void SearchTreePanel::describeView()
{
    // What a screen reader says of the tree: the current node, its path from the root, the
    // counts of the whole tree.
    if (!hasTree(m_session)) {
        m_view->setAccessibleDescription(summary());
        return;
    }
    const core::RunTimeline &t = m_session->timeline();
    const core::RunTree &tree = t.tree();
    const std::uint32_t node = t.nodeAt(m_session->position());
    QStringList path;
    for (std::uint32_t n = node; n != 0 && n < tree.size() && n != core::kNoIndex;
         n = tree.node(n).parent)
        path.prepend(labelFor(m_session, n));
    const QLocale locale;
    const QString where = node == 0
        ? tr("Current node: the root.")
        : tr("Current node %1 at depth %2, path %3.")
              .arg(locale.toString(node), locale.toString(tree.node(node).depth),
                  path.join(QStringLiteral(", ")));
    m_view->setAccessibleDescription(where + QLatin1Char(' ') + summary());
}

void SearchTreePanel::updateSummary()
{
    m_summary->setText(summary());
    describeView();
    // The title names the ordering, as the comparison's does.
    if (hasTree(m_session)) {
        const core::RunCounters c = m_session->timeline().liveCounters();
        const QLocale locale;
        m_title->setText(tr("%1: %2 recursions, %3 backtracks")
                             .arg(QString::fromStdString(m_session->spec().strategy),
                                 locale.toString(qulonglong(c.recursions)),
                                 locale.toString(qulonglong(c.backtracks))));
    } else {
        m_title->clear();
    }
}

QString SearchTreePanel::summary() const
{
    if (!m_session->hasRun())
        return tr("The search tree grows here while a search runs.");
    if (!hasTree(m_session))
        return tr("This run has no search tree: choose a search (or Chen's inference) to see "
                  "one.");
    const core::RunTimeline &t = m_session->timeline();
    const core::RunTree &tree = t.tree();
    const core::RunTreeLayout &layout = m_view->layout();
    const QLocale locale;
    QString text
        = tr("%1 nodes (%2 recursions), %3 failed (backtracks), %4 leaves, %5 levels.")
              .arg(locale.toString(qulonglong(tree.size())),
                  locale.toString(qulonglong(tree.size() - 1)),
                  locale.toString(qulonglong(tree.failedCount())),
                  locale.toString(qulonglong(layout.width())), locale.toString(layout.levels()));
    if (t.truncated())
        text += QLatin1Char(' ')
            + tr("The recording stopped at its budget: the tree shows the %1 nodes recorded of "
                 "the run's %2 recursions.")
                  .arg(locale.toString(qulonglong(tree.size())),
                      locale.toString(qulonglong(t.liveCounters().recursions)));
    return text;
}

QString SearchTreePanel::labelFor(const RunSession *session, std::uint32_t node) const
{
    if (!m_steps || !session->hasRun() || node == 0)
        return {};
    const core::RunTimeline &t = session->timeline();
    if (node >= t.tree().size())
        return {};
    const core::RunEvent d = t.event(t.tree().node(node).decision);
    return QStringLiteral("%1=%2").arg(m_steps->cellName(d.cell)).arg(d.symbol);
}

QString SearchTreePanel::toolTipFor(std::uint32_t node) const
{
    if (!hasTree(m_session) || !m_wording)
        return {};
    const core::RunTimeline &t = m_session->timeline();
    const core::RunTree &tree = t.tree();
    if (node >= tree.size())
        return {};
    const core::RunNode &n = tree.node(node);
    const QLocale locale;
    QStringList lines;
    lines << tr("Node %1, depth %2").arg(locale.toString(node)).arg(n.depth);
    if (n.decision == core::kNoIndex) {
        lines << tr("The root: the puzzle after the first propagation");
    } else {
        // The choice of the cell (with the weight that chose it), then the value tried.
        const core::RunNode &parent = tree.node(n.parent);
        if (parent.selection != core::kNoIndex)
            lines << m_wording->line(parent.selection);
        lines << m_wording->line(n.decision);
        const std::uint64_t p = std::uint64_t { n.decision } + 1;
        if (p < t.eventCount() && t.kind(p) == core::RunEventKind::Propagation) {
            int eliminated = 0;
            int placed = 0;
            for (const core::RunChange &c : t.changes(p)) {
                if (c.cause == core::ChangeCause::Decision)
                    continue;
                (c.placed() ? placed : eliminated) += 1;
            }
            lines << tr("Propagation: %1 eliminations, %2 placements")
                         .arg(locale.toString(eliminated), locale.toString(placed));
        }
    }
    // What is left on the board at the node.
    core::RunCursor &cursor = m_session->scratchCursor();
    cursor.seek(core::nodePosition(t, node));
    int open = 0;
    int candidates = 0;
    for (int cell = 0; cell < t.cellCount(); ++cell)
        if (cursor.value(cell) == 0) {
            ++open;
            candidates += std::popcount(static_cast<unsigned>(cursor.candidates(cell)));
        }
    lines << tr("Candidates left: %1 in %2 open cells")
                 .arg(locale.toString(candidates), locale.toString(open));
    QString fate;
    switch (n.fate) {
    case core::NodeFate::Open:
        fate = tr("on the open path");
        break;
    case core::NodeFate::SolutionPath:
        fate = tr("on the solution path");
        break;
    case core::NodeFate::Neutralized:
        fate = tr("the neutralized leaf");
        break;
    case core::NodeFate::Conflict:
        fate = tr("failed by a conflict");
        break;
    case core::NodeFate::Backtracked:
        fate = tr("undone by backtracking");
        break;
    case core::NodeFate::Cut:
        fate = tr("cut by the node limit");
        break;
    }
    lines << tr("Fate: %1").arg(fate);
    if (n.fate == core::NodeFate::Conflict && n.closed != core::kNoIndex) {
        const std::int64_t k = t.findPrevious(
            std::int64_t(n.closed), core::RunTimeline::kindBit(core::RunEventKind::Conflict));
        if (k >= 0)
            lines << m_wording->line(std::uint64_t(k));
    }
    lines << tr("Subtree: %1 nodes").arg(locale.toString(qulonglong(tree.subtreeSize(node))));
    return lines.join(QLatin1Char('\n'));
}

void SearchTreePanel::exportTree(bool whole, bool svg)
{
    const QString filter = svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)");
    const QString path
        = askSaveFileName(this, whole ? tr("Export the Whole Tree") : tr("Export the Visible Part"),
            svg ? QStringLiteral("search-tree.svg") : QStringLiteral("search-tree.png"), filter,
            QStringLiteral("treeExportDialog"));
    if (path.isEmpty())
        return;
    const bool ok = svg ? m_view->exportSvg(path, whole) : m_view->exportPng(path, whole);
    if (!ok)
        QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(path));
}

QStringList SearchTreePanel::legendEntries() const
{
    QStringList names;
    names << tr("solution path") << tr("neutralized leaf") << tr("conflict: a cell emptied")
          << tr("conflict: a symbol without a place") << tr("conflict: a peer holds the value")
          << tr("conflict found by a rule") << tr("undone by backtracking")
          << tr("cut by the node limit") << tr("open (running)")
          << tr("block: failed subtrees (node count)") << tr("block holding the path")
          << tr("current node and its path");
    return names;
}

void SearchTreePanel::rebuildLegend()
{
    const TreeColours c = TreeColours::forPalette(palette());
    const QColor colours[] = { c.solution, c.neutralized, c.conflict, c.missingSymbol, c.peerValue,
        c.ruleConflict, c.backtracked, c.cut, c.open, c.failedBlock, c.pathBlock, c.highlight };
    const QStringList names = legendEntries();
    QStringList parts;
    for (int i = 0; i < names.size(); ++i) {
        QColor colour = colours[i];
        colour.setAlpha(255);
        if (i == 9 || i == 10)
            colour = QColor::fromRgbF(colours[i].redF(), colours[i].greenF(), colours[i].blueF())
                         .lighter(c.background.lightness() > 128 ? 130 : 80);
        // An entry's words held together (no-break spaces): the legend wraps between entries.
        parts << QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                     .arg(colour.name(),
                         names[i].toHtmlEscaped().replace(
                             QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
}

void SearchTreePanel::retranslateUi()
{
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Fit the whole tree into the view (F)"));
    m_path->setText(tr("Current Path"));
    m_path->setToolTip(tr("Zoom to the path from the root to the current node (P)"));
    m_zoomIn->setText(tr("Zoom In"));
    m_zoomIn->setToolTip(tr("Zoom in (wheel, Ctrl++; Ctrl+wheel: the levels)"));
    m_zoomOut->setText(tr("Zoom Out"));
    m_zoomOut->setToolTip(tr("Zoom out (wheel, Ctrl+-)"));
    m_follow->setText(tr("Follow"));
    m_follow->setToolTip(tr("Keep the current node in view while stepping"));
    m_exportMenu->setText(tr("Export"));
    const QString exportNames[] = { tr("Visible Part as PNG…"), tr("Visible Part as SVG…"),
        tr("Whole Tree as PNG…"), tr("Whole Tree as SVG…") };
    for (QAction *a : m_exportMenu->menu()->actions())
        a->setText(exportNames[a->data().toInt()]);
    m_compareLabel->setText(tr("Compare with:"));
    m_view->setAccessibleName(tr("Search tree"));
    m_compareView->setAccessibleName(tr("Search tree of the compared ordering"));
    m_compareBox->setAccessibleName(tr("Compare with"));
    m_compareBox->clear();
    m_compareBox->addItem(tr("nothing"), QString());
    for (const char *s : kCompareStrategies)
        m_compareBox->addItem(QString::fromLatin1(s), QString::fromLatin1(s));
    m_compareBox->setCurrentIndex(std::max(0, m_compareBox->findData(m_compareStrategy)));
    m_view->setToolTip({});
    rebuildLegend();
    updateSummary();
}

void SearchTreePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        rebuildLegend();
    QWidget::changeEvent(event);
}
