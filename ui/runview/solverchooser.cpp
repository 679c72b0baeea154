#include "runview/solverchooser.h"

#include "run/record/runspec.h"
#include "search/searchoptions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>

#include <algorithm>
#include <climits>
#include <iterator>
#include <span>
#include <string_view>

namespace {

// The label the user reads for a CLI word. The words themselves, and their order, come from the
// core (core::strategyNames(), propagations(), runFamilies() ...): a word the core adds shows as
// itself until it gets a label here.
struct Choice
{
    const char *id;
    const char *label;
};

constexpr Choice kFamilies[] = {
    { "logic", QT_TRANSLATE_NOOP("SolverChooser", "Logic") },
    { "search", QT_TRANSLATE_NOOP("SolverChooser", "Search") },
    { "climb", QT_TRANSLATE_NOOP("SolverChooser", "Hill climber") },
};
constexpr Choice kLogicModes[] = {
    { "tutor", QT_TRANSLATE_NOOP("SolverChooser", "Tutor path, step by step") },
    { "filter", QT_TRANSLATE_NOOP("SolverChooser", "San Segundo's FILTER, by rule") },
    { "chen", QT_TRANSLATE_NOOP("SolverChooser", "Chen: Reduction + Inference") },
};
constexpr Choice kChenChoices[] = {
    { "random", QT_TRANSLATE_NOOP("SolverChooser", "a random cell (the paper)") },
    { "first", QT_TRANSLATE_NOOP("SolverChooser", "the first open cell") },
    { "fewest", QT_TRANSLATE_NOOP("SolverChooser", "the cell with fewest candidates") },
};
constexpr Choice kStrategies[] = {
    { "lex", QT_TRANSLATE_NOOP("SolverChooser", "lex: A1, A2 … in order") },
    { "mrv", QT_TRANSLATE_NOOP("SolverChooser", "mrv: fewest candidates") },
    { "mrv-random", QT_TRANSLATE_NOOP("SolverChooser", "mrv-random: random ties") },
    { "ctn", QT_TRANSLATE_NOOP("SolverChooser", "ctn: Contribution Number") },
    { "dv-r1r2", QT_TRANSLATE_NOOP("SolverChooser", "dv-r1r2: look-ahead values") },
    { "dv-gvmax", QT_TRANSLATE_NOOP("SolverChooser", "dv-gvmax: most G_CSP edges") },
    { "dv-gvmin", QT_TRANSLATE_NOOP("SolverChooser", "dv-gvmin: fewest G_CSP edges") },
};
constexpr Choice kValueOrders[] = {
    { "", QT_TRANSLATE_NOOP("SolverChooser", "the ordering's own") },
    { "ascending", QT_TRANSLATE_NOOP("SolverChooser", "ascending") },
    { "gmax", QT_TRANSLATE_NOOP("SolverChooser", "gmax: most edges left") },
    { "ep", QT_TRANSLATE_NOOP("SolverChooser", "ep: fewest empty cells") },
};
constexpr Choice kPropagations[] = {
    { "none", QT_TRANSLATE_NOOP("SolverChooser", "none (check only)") },
    { "fc", QT_TRANSLATE_NOOP("SolverChooser", "forward checking") },
    { "singles", QT_TRANSLATE_NOOP("SolverChooser", "fc + singles") },
    { "carmel", QT_TRANSLATE_NOOP("SolverChooser", "Carmel's strategies") },
    { "filter", QT_TRANSLATE_NOOP("SolverChooser", "San Segundo's FILTER") },
};
constexpr const char *kCarmelIds[] = { "I", "II", "III", "IV" };
constexpr Choice kCarmelLabels[] = {
    { "I", QT_TRANSLATE_NOOP("SolverChooser", "I: candidate reduction") },
    { "II", QT_TRANSLATE_NOOP("SolverChooser", "II: uniqueness") },
    { "III", QT_TRANSLATE_NOOP("SolverChooser", "III: hidden pairs") },
    { "IV", QT_TRANSLATE_NOOP("SolverChooser", "IV: naked pairs") },
};
constexpr Choice kGoals[] = {
    { "solve", QT_TRANSLATE_NOOP("SolverChooser", "solve") },
    { "neutralize", QT_TRANSLATE_NOOP("SolverChooser", "neutralize") },
};
constexpr Choice kClimbSearches[] = {
    { "best-first", QT_TRANSLATE_NOOP("SolverChooser", "best-first (a queue of states)") },
    { "steepest", QT_TRANSLATE_NOOP("SolverChooser", "steepest ascent") },
};
constexpr Choice kInits[] = {
    { "greedy", QT_TRANSLATE_NOOP("SolverChooser", "greedy") },
    { "greedy-postswap", QT_TRANSLATE_NOOP("SolverChooser", "greedy with post-swapping") },
    { "random", QT_TRANSLATE_NOOP("SolverChooser", "random") },
};

QString word(std::string_view id)
{
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

// The core's ids of `items` (id() of each), in the core's order.
template <class T, class Id> QStringList idsOf(std::span<const T> items, Id id)
{
    QStringList out;
    for (const T item : items)
        out << word(id(item));
    return out;
}

QStringList idsOf(std::span<const std::string_view> names)
{
    QStringList out;
    for (const std::string_view name : names)
        out << word(name);
    return out;
}

QComboBox *choiceBox(const QStringList &ids, const char *objectName)
{
    auto *box = new QComboBox;
    box->setObjectName(QLatin1String(objectName));
    // Its size hint measured again when the entries are named or renamed (the default
    // measured the untranslated ids once).
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const QString &id : ids)
        box->addItem(id, id);
    return box;
}

template <std::size_t N> void retranslateBox(QComboBox *box, const Choice (&labels)[N])
{
    for (int i = 0; i < box->count(); ++i) {
        const QString id = box->itemData(i).toString();
        const auto label = std::find_if(std::begin(labels), std::end(labels),
            [&id](const Choice &c) { return id == QLatin1String(c.id); });
        box->setItemText(i, label == std::end(labels) ? id : SolverChooser::tr(label->label));
    }
}

QSpinBox *spinBox(int min, int max, int value, const char *objectName)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(QLatin1String(objectName));
    spin->setRange(min, max);
    spin->setValue(value);
    return spin;
}

QString id(const QComboBox *box)
{
    return box->currentData().toString();
}

bool selectId(QComboBox *box, const QString &value)
{
    const int i = box->findData(value);
    if (i < 0)
        return false;
    box->setCurrentIndex(i);
    return true;
}

void setLabel(QFormLayout *form, QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
}

QFormLayout *newForm(QWidget *page)
{
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels beside their fields: a wrapped form's small minimum let a narrow panel squeeze
    // the combo boxes below their text (issue 33).
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return form;
}

} // namespace

SolverChooser::SolverChooser(QWidget *parent)
    : QWidget { parent }
    , m_familyLabel { new QLabel }
    , m_family { choiceBox(idsOf(core::runFamilies(), core::runFamilyId), "familyBox") }
    , m_pages { new QStackedWidget }
{
    setObjectName(QStringLiteral("solverChooser"));
    // A page per family, in the family box's order.
    for (int i = 0; i < m_family->count(); ++i) {
        const QString f = m_family->itemData(i).toString();
        m_pages->addWidget(f == QLatin1String("logic") ? createLogicPage()
                : f == QLatin1String("search")         ? createSearchPage()
                                                       : createClimbPage());
    }
    selectId(m_family, QStringLiteral("search"));
    m_pages->setCurrentIndex(m_family->currentIndex());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_familyLabel->setBuddy(m_family);
    top->addWidget(m_familyLabel);
    top->addWidget(m_family, 1);
    layout->addLayout(top);
    layout->addWidget(m_pages);

    // Only the family's page asks for room (a stacked widget wants its widest page's: the
    // climber's would widen the Lab's panel for the search options).
    const auto showPage = [this](int index) {
        for (int i = 0; i < m_pages->count(); ++i)
            m_pages->widget(i)->setSizePolicy(i == index
                    ? QSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred)
                    : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
        m_pages->setCurrentIndex(index);
    };
    showPage(m_family->currentIndex());
    connect(m_family, &QComboBox::currentIndexChanged, this, showPage);
    // Every option announces the new spec.
    const auto changed = [this] {
        updateEnabled();
        emit specChanged(specWords());
    };
    for (QComboBox *box : findChildren<QComboBox *>())
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *spin : findChildren<QSpinBox *>())
        connect(spin, &QSpinBox::valueChanged, this, changed);
    for (QCheckBox *check : m_carmel)
        connect(check, &QCheckBox::toggled, this, changed);
    updateEnabled();
    retranslateUi();
}

QWidget *SolverChooser::createLogicPage()
{
    auto *page = new QWidget;
    m_logicForm = newForm(page);
    m_logicMode = choiceBox(idsOf(core::logicModes(), core::logicModeId), "logicModeBox");
    m_filterRules = spinBox(1, 10, 10, "filterRulesSpin");
    m_chenChoice
        = choiceBox(idsOf(core::inferenceChoices(), core::inferenceChoiceId), "chenChoiceBox");
    m_logicSeed = spinBox(0, INT_MAX, 1, "logicSeedSpin");
    m_logicForm->addRow(QStringLiteral("-"), m_logicMode);
    m_logicForm->addRow(QStringLiteral("-"), m_filterRules);
    m_logicForm->addRow(QStringLiteral("-"), m_chenChoice);
    m_logicForm->addRow(QStringLiteral("-"), m_logicSeed);
    return page;
}

QWidget *SolverChooser::createSearchPage()
{
    auto *page = new QWidget;
    m_searchForm = newForm(page);
    m_strategy = choiceBox(idsOf(core::strategyNames()), "strategyBox");
    selectId(m_strategy, QStringLiteral("ctn")); // the strategy the Lab shows best
    // First the ordering's own value order (no suffix), then each one by name.
    m_valueOrder
        = choiceBox(QStringList { QString() } + idsOf(core::valueOrders(), core::valueOrderId),
            "valueOrderBox");
    m_propagation = choiceBox(idsOf(core::propagations(), core::propagationId), "propagationBox");
    selectId(m_propagation, QStringLiteral("fc"));
    auto *carmel = new QWidget;
    auto *carmelLayout = new QHBoxLayout(carmel);
    carmelLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 4; ++i) {
        m_carmel[i] = new QCheckBox(QString::fromLatin1(kCarmelIds[i]));
        m_carmel[i]->setObjectName(QStringLiteral("carmel%1Check").arg(kCarmelIds[i]));
        m_carmel[i]->setChecked(true);
        carmelLayout->addWidget(m_carmel[i]);
    }
    carmelLayout->addStretch();
    m_goal = choiceBox(idsOf(core::searchGoals(), core::searchGoalId), "goalBox");
    m_searchSeed = spinBox(0, INT_MAX, 0, "searchSeedSpin");
    m_nodeLimit = spinBox(0, INT_MAX, 0, "nodeLimitSpin");
    m_nodeLimit->setSingleStep(1000);
    m_searchForm->addRow(QStringLiteral("-"), m_strategy);
    m_searchForm->addRow(QStringLiteral("-"), m_valueOrder);
    m_searchForm->addRow(QStringLiteral("-"), m_propagation);
    m_searchForm->addRow(QStringLiteral("-"), carmel);
    m_searchForm->addRow(QStringLiteral("-"), m_goal);
    m_searchForm->addRow(QStringLiteral("-"), m_searchSeed);
    m_searchForm->addRow(QStringLiteral("-"), m_nodeLimit);
    return page;
}

QWidget *SolverChooser::createClimbPage()
{
    auto *page = new QWidget;
    m_climbForm = newForm(page);
    m_climbSearch = choiceBox(idsOf(core::climbSearches(), core::climbSearchId), "climbSearchBox");
    m_queue = spinBox(1, INT_MAX, 1 << 16, "queueSpin");
    m_queue->setSingleStep(1024);
    m_init = choiceBox(idsOf(core::climbInits(), core::climbInitId), "initBox");
    selectId(m_init, QStringLiteral("greedy-postswap"));
    m_w1 = spinBox(-100, 100, 1, "w1Spin");
    m_w2 = spinBox(-100, 100, -1, "w2Spin");
    m_cutoff = spinBox(1, 1000, 10, "cutoffSpin");
    m_climbSeed = spinBox(0, INT_MAX, 1, "climbSeedSpin");
    m_climbForm->addRow(QStringLiteral("-"), m_climbSearch);
    m_climbForm->addRow(QStringLiteral("-"), m_queue);
    m_climbForm->addRow(QStringLiteral("-"), m_init);
    m_climbForm->addRow(QStringLiteral("-"), m_w1);
    m_climbForm->addRow(QStringLiteral("-"), m_w2);
    m_climbForm->addRow(QStringLiteral("-"), m_cutoff);
    m_climbForm->addRow(QStringLiteral("-"), m_climbSeed);
    return page;
}

QString SolverChooser::family() const
{
    return id(m_family);
}

QString SolverChooser::specWords() const
{
    const QString f = family();
    QStringList w { f };
    const auto add
        = [&w](const char *option, const QString &value) { w << QLatin1String(option) << value; };
    if (f == QLatin1String("logic")) {
        add("--mode", id(m_logicMode));
        if (id(m_logicMode) == QLatin1String("filter"))
            add("--rules", QString::number(m_filterRules->value()));
        if (id(m_logicMode) == QLatin1String("chen")) {
            add("--choice", id(m_chenChoice));
            add("--seed", QString::number(m_logicSeed->value()));
        }
    } else if (f == QLatin1String("search")) {
        QString strategy = id(m_strategy);
        if (!id(m_valueOrder).isEmpty())
            strategy += QLatin1Char('/') + id(m_valueOrder);
        add("--strategy", strategy);
        add("--propagation", id(m_propagation));
        if (id(m_propagation) == QLatin1String("carmel")) {
            QStringList on;
            for (int i = 0; i < 4; ++i)
                if (m_carmel[i]->isChecked())
                    on << QLatin1String(kCarmelIds[i]);
            add("--carmel", on.isEmpty() ? QStringLiteral("none") : on.join(QLatin1Char(',')));
        }
        add("--goal", id(m_goal));
        add("--seed", QString::number(m_searchSeed->value()));
        add("--limit", QString::number(m_nodeLimit->value()));
    } else {
        add("--search", id(m_climbSearch));
        if (id(m_climbSearch) == QLatin1String("best-first"))
            add("--queue", QString::number(m_queue->value()));
        add("--init", id(m_init));
        add("--w1", QString::number(m_w1->value()));
        add("--w2", QString::number(m_w2->value()));
        add("--cutoff", QString::number(m_cutoff->value()));
        add("--seed", QString::number(m_climbSeed->value()));
    }
    return w.join(QLatin1Char(' '));
}

bool SolverChooser::setSpecWords(const QString &words, QString *error)
{
    const QStringList w = words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const auto fail = [error](const QString &word) {
        if (error)
            *error = word;
        return false;
    };
    if (w.isEmpty() || m_family->findData(w.front()) < 0)
        return fail(w.value(0));
    if (w.size() % 2 == 0)
        return fail(w.back());
    // Checked on a copy of the values first, so a bad word changes nothing.
    struct Set
    {
        QComboBox *box = nullptr;
        QSpinBox *spin = nullptr;
        QString value;
    };
    QList<Set> sets;
    QStringList carmel;
    bool carmelSet = false;
    const QString f = w.front();
    for (int i = 1; i + 1 < w.size(); i += 2) {
        const QString &option = w[i];
        const QString &value = w[i + 1];
        const auto box = [&](QComboBox *b) {
            if (b->findData(value) < 0)
                return false;
            sets.push_back({ b, nullptr, value });
            return true;
        };
        const auto spin = [&](QSpinBox *s) {
            bool ok = false;
            const int v = value.toInt(&ok);
            if (!ok || v < s->minimum() || v > s->maximum())
                return false;
            sets.push_back({ nullptr, s, value });
            return true;
        };
        bool ok = false;
        if (f == QLatin1String("logic")) {
            if (option == QLatin1String("--mode"))
                ok = box(m_logicMode);
            else if (option == QLatin1String("--rules"))
                ok = spin(m_filterRules);
            else if (option == QLatin1String("--choice"))
                ok = box(m_chenChoice);
            else if (option == QLatin1String("--seed"))
                ok = spin(m_logicSeed);
        } else if (f == QLatin1String("search")) {
            if (option == QLatin1String("--strategy")) {
                const QStringList parts = value.split(QLatin1Char('/'));
                ok = parts.size() <= 2 && m_strategy->findData(parts[0]) >= 0
                    && m_valueOrder->findData(parts.value(1)) >= 0;
                if (ok) {
                    sets.push_back({ m_strategy, nullptr, parts[0] });
                    sets.push_back({ m_valueOrder, nullptr, parts.value(1) });
                }
            } else if (option == QLatin1String("--propagation"))
                ok = box(m_propagation);
            else if (option == QLatin1String("--carmel")) {
                carmel = value == QLatin1String("none") ? QStringList()
                                                        : value.split(QLatin1Char(','));
                ok = std::all_of(carmel.begin(), carmel.end(), [](const QString &s) {
                    return std::any_of(std::begin(kCarmelIds), std::end(kCarmelIds),
                        [&s](const char *c) { return s == QLatin1String(c); });
                });
                carmelSet = true;
            } else if (option == QLatin1String("--goal"))
                ok = box(m_goal);
            else if (option == QLatin1String("--seed"))
                ok = spin(m_searchSeed);
            else if (option == QLatin1String("--limit"))
                ok = spin(m_nodeLimit);
        } else {
            if (option == QLatin1String("--search"))
                ok = box(m_climbSearch);
            else if (option == QLatin1String("--queue"))
                ok = spin(m_queue);
            else if (option == QLatin1String("--init"))
                ok = box(m_init);
            else if (option == QLatin1String("--w1"))
                ok = spin(m_w1);
            else if (option == QLatin1String("--w2"))
                ok = spin(m_w2);
            else if (option == QLatin1String("--cutoff"))
                ok = spin(m_cutoff);
            else if (option == QLatin1String("--seed"))
                ok = spin(m_climbSeed);
        }
        if (!ok)
            return fail(option + QLatin1Char(' ') + value);
    }
    {
        const QSignalBlocker block(this);
        selectId(m_family, f);
        for (const Set &s : sets) {
            if (s.box)
                selectId(s.box, s.value);
            else
                s.spin->setValue(s.value.toInt());
        }
        if (carmelSet)
            for (int i = 0; i < 4; ++i)
                m_carmel[i]->setChecked(carmel.contains(QLatin1String(kCarmelIds[i])));
    }
    updateEnabled();
    emit specChanged(specWords());
    return true;
}

void SolverChooser::updateEnabled()
{
    const QString mode = id(m_logicMode);
    m_filterRules->setEnabled(mode == QLatin1String("filter"));
    m_chenChoice->setEnabled(mode == QLatin1String("chen"));
    m_logicSeed->setEnabled(mode == QLatin1String("chen"));
    m_queue->setEnabled(id(m_climbSearch) == QLatin1String("best-first"));
    const bool carmel = id(m_propagation) == QLatin1String("carmel");
    for (QCheckBox *check : m_carmel)
        check->setEnabled(carmel);
}

void SolverChooser::retranslateUi()
{
    m_familyLabel->setText(tr("&Solver:"));
    retranslateBox(m_family, kFamilies);
    retranslateBox(m_logicMode, kLogicModes);
    retranslateBox(m_chenChoice, kChenChoices);
    retranslateBox(m_strategy, kStrategies);
    retranslateBox(m_valueOrder, kValueOrders);
    retranslateBox(m_propagation, kPropagations);
    retranslateBox(m_goal, kGoals);
    retranslateBox(m_init, kInits);
    retranslateBox(m_climbSearch, kClimbSearches);
    for (int i = 0; i < 4; ++i)
        m_carmel[i]->setToolTip(tr(kCarmelLabels[i].label));
    setLabel(m_logicForm, m_logicMode, tr("Method:"));
    setLabel(m_logicForm, m_filterRules, tr("FILTER rules:"));
    setLabel(m_logicForm, m_chenChoice, tr("Inference on:"));
    setLabel(m_logicForm, m_logicSeed, tr("Seed:"));
    setLabel(m_searchForm, m_strategy, tr("Ordering:"));
    setLabel(m_searchForm, m_valueOrder, tr("Value order:"));
    setLabel(m_searchForm, m_propagation, tr("Propagation:"));
    setLabel(m_searchForm, m_carmel[0]->parentWidget(), tr("Carmel:"));
    setLabel(m_searchForm, m_goal, tr("Goal:"));
    setLabel(m_searchForm, m_searchSeed, tr("Seed:"));
    setLabel(m_searchForm, m_nodeLimit, tr("Node limit:"));
    m_nodeLimit->setSpecialValueText(tr("none"));
    setLabel(m_climbForm, m_climbSearch, tr("Search:"));
    setLabel(m_climbForm, m_queue, tr("Queue size:"));
    setLabel(m_climbForm, m_init, tr("Initialization:"));
    setLabel(m_climbForm, m_w1, tr("Weight w1 (f1):"));
    setLabel(m_climbForm, m_w2, tr("Weight w2 (f2):"));
    setLabel(m_climbForm, m_cutoff, tr("Plateau cut-off:"));
    setLabel(m_climbForm, m_climbSeed, tr("Seed:"));
    // No box narrower than its longest entry in this language (a combo box keeps the minimum
    // it measured before its entries were named).
    for (QComboBox *box : findChildren<QComboBox *>())
        box->setMinimumWidth(box->sizeHint().width());
}

void SolverChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
