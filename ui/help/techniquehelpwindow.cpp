#include "help/techniquehelpwindow.h"

#include "grid/chainstepbar.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "help/helpexamples.h"
#include "help/helptexts.h"
#include "rating/humanscore.h"
#include "wording/stepwording.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

constexpr int kTechniqueRole = Qt::UserRole + 1;

QLabel *paragraph(const char *name)
{
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

QLabel *heading(const char *name)
{
    QLabel *label = paragraph(name);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace

TechniqueHelpWindow::TechniqueHelpWindow(QWidget *parent)
    : QWidget { parent, Qt::Window }
    , m_search { new QLineEdit }
    , m_list { new QTreeWidget }
    , m_title { heading("helpTitle") }
    , m_level { paragraph("helpLevel") }
    , m_whatHeading { heading("helpWhatHeading") }
    , m_what { paragraph("helpWhat") }
    , m_exampleHeading { heading("helpExampleHeading") }
    , m_example { paragraph("helpExample") }
    , m_whenHeading { heading("helpWhenHeading") }
    , m_when { paragraph("helpWhen") }
    , m_model { new GridModel(this) }
    , m_view { new GridView }
{
    setObjectName(QStringLiteral("techniqueHelp"));
    m_search->setObjectName(QStringLiteral("helpSearch"));
    m_search->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("helpTechniqueList"));
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_title->setFont(big);

    // The diagram: the board's own model, view and painter, showing the example's hint. It only
    // shows: no focus, no selection.
    m_view->setObjectName(QStringLiteral("helpDiagram"));
    m_view->setGridModel(m_model);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    auto *frame = new BoardFrame(m_view);
    frame->setMinimumSize(300, 300);
    frame->setMaximumHeight(420);
    m_diagram = frame;
    // The example's chain, link by link.
    m_stepper = new ChainStepBar;
    m_stepper->setShowsSentence(true);
    connect(m_stepper, &ChainStepBar::frameChanged, this, [this] {
        if (m_stepper->isWalkable())
            m_model->setHighlight(m_stepper->highlight());
    });

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_list);

    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("helpPage"));
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->addWidget(m_title);
    pageLayout->addWidget(m_level);
    pageLayout->addSpacing(6);
    pageLayout->addWidget(m_whatHeading);
    pageLayout->addWidget(m_what);
    pageLayout->addWidget(m_diagram);
    pageLayout->addWidget(m_stepper);
    pageLayout->addWidget(m_exampleHeading);
    pageLayout->addWidget(m_example);
    pageLayout->addSpacing(6);
    pageLayout->addWidget(m_whenHeading);
    pageLayout->addWidget(m_when);
    pageLayout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);

    auto *splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 240, 700 });
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    fillList();
    connect(m_search, &QLineEdit::textChanged, this, &TechniqueHelpWindow::applyFilter);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, kTechniqueRole).isValid())
            showTechnique(core::Technique(item->data(0, kTechniqueRole).toInt()));
    });
    retranslateUi();
    resize(980, 720);
    showTechnique(core::Technique::FullHouse);
}

void TechniqueHelpWindow::fillList()
{
    m_list->clear();
    for (int level = 0; level < core::kLevelCount; ++level) {
        auto *group = new QTreeWidgetItem(m_list);
        group->setFlags(Qt::ItemIsEnabled);
        group->setData(0, Qt::UserRole, level);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        for (int t = 0; t < core::kTechniqueCount; ++t) {
            if (int(core::techniqueLevel(core::Technique(t))) != level)
                continue;
            auto *item = new QTreeWidgetItem(group);
            item->setData(0, kTechniqueRole, t);
        }
        group->setExpanded(true);
    }
}

void TechniqueHelpWindow::retranslateUi()
{
    setWindowTitle(tr("Techniques"));
    m_search->setPlaceholderText(tr("Search techniques"));
    m_whatHeading->setText(tr("What it is"));
    m_exampleHeading->setText(tr("In this example"));
    m_whenHeading->setText(tr("When to look for it"));
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_list->topLevelItem(i);
        group->setText(
            0, StepWording::levelName(core::Level(group->data(0, Qt::UserRole).toInt())));
        for (int j = 0; j < group->childCount(); ++j) {
            QTreeWidgetItem *item = group->child(j);
            item->setText(0,
                StepWording::techniqueName(core::Technique(item->data(0, kTechniqueRole).toInt())));
        }
    }
    applyFilter();
    showPage();
}

QTreeWidgetItem *TechniqueHelpWindow::itemOf(core::Technique technique) const
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_list->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            if (group->child(j)->data(0, kTechniqueRole).toInt() == int(technique))
                return group->child(j);
    }
    return nullptr;
}

QString TechniqueHelpWindow::searchableText(core::Technique technique)
{
    return StepWording::techniqueName(technique) + QLatin1Char('\n')
        + HelpTexts::whatItIs(technique) + QLatin1Char('\n') + HelpTexts::whenToLook(technique);
}

void TechniqueHelpWindow::applyFilter()
{
    const QStringList words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_list->topLevelItem(i);
        bool any = false;
        for (int j = 0; j < group->childCount(); ++j) {
            QTreeWidgetItem *item = group->child(j);
            const QString text
                = searchableText(core::Technique(item->data(0, kTechniqueRole).toInt()));
            bool match = true;
            for (const QString &word : words)
                match = match && text.contains(word, Qt::CaseInsensitive);
            item->setHidden(!match);
            any = any || match;
        }
        group->setHidden(!any);
    }
    // The first match is shown while the page shown does not match.
    const QTreeWidgetItem *current = itemOf(m_current);
    if (current && !current->isHidden())
        return;
    const QList<core::Technique> visible = visibleTechniques();
    if (!visible.isEmpty())
        showTechnique(visible.front());
}

QList<core::Technique> TechniqueHelpWindow::visibleTechniques() const
{
    QList<core::Technique> out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_list->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            if (!group->isHidden() && !group->child(j)->isHidden())
                out << core::Technique(group->child(j)->data(0, kTechniqueRole).toInt());
    }
    return out;
}

void TechniqueHelpWindow::showTechnique(core::Technique technique)
{
    if (int(technique) >= core::kTechniqueCount)
        return;
    const bool changed = technique != m_current || !m_step;
    m_current = technique;
    if (QTreeWidgetItem *item = itemOf(technique); item && m_list->currentItem() != item) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentItem(item);
        m_list->scrollToItem(item);
    }
    if (changed) {
        m_step.reset();
        if (const auto board = HelpExamples::position(technique)) {
            m_model->setBoard(*board);
            m_step = HelpExamples::step(technique, *board);
        }
    }
    showPage();
}

void TechniqueHelpWindow::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    m_model->setCellNaming(naming);
    showPage();
}

void TechniqueHelpWindow::showPage()
{
    const core::Technique t = m_current;
    m_title->setText(StepWording::techniqueName(t));
    m_level->setText(tr("Level: %1").arg(StepWording::levelName(core::techniqueLevel(t))));
    m_what->setText(HelpTexts::whatItIs(t));
    m_when->setText(HelpTexts::whenToLook(t));
    if (m_step) {
        m_model->setHighlight(BoardHighlight::fromStep(*m_step, m_model->board().geometry()));
        const StepWording words(core::Geometry::classic(), m_naming);
        m_example->setText(words.explanation(*m_step));
        // The whole picture first; Start and ← / → walk through the chain.
        m_stepper->setStep(*m_step, m_model->board(), m_naming, true);
    } else {
        m_stepper->clear();
        m_model->clearHighlight();
        m_example->setText(tr("No example position is available for this technique."));
    }
    m_diagram->setVisible(m_step.has_value());
}

QString TechniqueHelpWindow::pageText() const
{
    return QStringList { m_title->text(), m_level->text(), m_what->text(), m_example->text(),
        m_when->text() }
        .join(QLatin1Char('\n'));
}

void TechniqueHelpWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
