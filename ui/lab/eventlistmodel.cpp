#include "lab/eventlistmodel.h"

#include "runview/runsession.h"
#include "wording/runwording.h"

#include <QColor>
#include <QEvent>
#include <QLocale>

#include <climits>

namespace {

// A colour per kind of event, the same as the board's legend: decisions violet, conflicts red,
// backtracks grey, propagation and rules green, the climber's moves teal, restarts orange.
QColor kindColor(core::RunEventKind kind)
{
    using Kind = core::RunEventKind;
    switch (kind) {
    case Kind::Decision:
    case Kind::Assumption:
    case Kind::CellSelected:
        return QColor(130, 40, 190);
    case Kind::Conflict:
    case Kind::Refutation:
    case Kind::Limit:
        return QColor(210, 40, 40);
    case Kind::Backtrack:
    case Kind::Stuck:
        return QColor(128, 128, 128);
    case Kind::Propagation:
    case Kind::LogicStep:
    case Kind::RuleFired:
    case Kind::Reduction:
        return QColor(30, 150, 60);
    case Kind::ClimbMove:
    case Kind::ClimbSideways:
    case Kind::ClimbJump:
        return QColor(0, 150, 170);
    case Kind::ClimbStart:
    case Kind::ClimbRestart:
        return QColor(230, 130, 20);
    case Kind::Finish:
        return QColor(40, 110, 230);
    }
    return {};
}

} // namespace

EventListModel::EventListModel(RunSession *session, QObject *parent)
    : QAbstractTableModel { parent }
    , m_session { session }
    , m_lines { 2048 }
    , m_insert { new QTimer(this) }
    , m_more { new QTimer(this) }
{
    m_insert->setSingleShot(true);
    m_insert->setInterval(kInsertMs);
    m_more->setSingleShot(true);
    m_more->setInterval(0);
    connect(m_insert, &QTimer::timeout, this, [this] { insertPending(kInsertRows); });
    connect(m_more, &QTimer::timeout, this, [this] { insertPending(kInsertRows); });
    connect(session, &RunSession::runEnded, this, [this] { insertPending(kInsertRows); });
    connect(session, &RunSession::aboutToReset, this, &EventListModel::onAboutToReset);
    connect(session, &RunSession::reset, this, &EventListModel::onReset);
    connect(session, &RunSession::grown, this, &EventListModel::onGrown);
    if (session->hasRun()) {
        m_wording = std::make_unique<RunWording>(session->timeline(), m_naming);
        m_rows = int(std::min<std::uint64_t>(session->eventCount(), INT_MAX));
        m_pending = session->eventCount();
    }
}

EventListModel::~EventListModel() = default;

int EventListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EventListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EventListModel::line(std::uint64_t k) const
{
    if (!m_wording || k >= std::uint64_t(m_rows))
        return {};
    if (const QString *cached = m_lines.object(k))
        return *cached;
    const QString text = m_wording->line(k);
    m_lines.insert(k, new QString(text));
    return text;
}

QVariant EventListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto k = std::uint64_t(index.row());
    const core::RunEventKind kind = m_session->timeline().kind(k);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return QLocale().toString(qulonglong(k + 1));
        case TextColumn:
            return line(k);
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == TextColumn ? line(k) : RunWording::kindName(kind);
    case Qt::DecorationRole:
        return index.column() == NumberColumn ? QVariant(kindColor(kind)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == NumberColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                              : QVariant();
    case KindRole:
        return int(kind);
    case PositionRole:
        return qulonglong(k + 1);
    default:
        return {};
    }
}

QVariant EventListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("#");
    case TextColumn:
        return tr("Event");
    default:
        return {};
    }
}

Qt::ItemFlags EventListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> EventListModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names[KindRole] = "kind";
    names[PositionRole] = "position";
    return names;
}

void EventListModel::setCellNaming(core::CellNaming naming)
{
    m_naming = naming;
    retranslate();
}

void EventListModel::retranslate()
{
    m_lines.clear();
    m_wording.reset();
    if (m_session->hasRun())
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void EventListModel::onAboutToReset()
{
    beginResetModel();
    m_wording.reset();
    m_lines.clear();
    m_rows = 0;
    m_pending = 0;
    m_insert->stop();
    m_more->stop();
}

void EventListModel::onReset()
{
    if (m_session->hasRun())
        m_wording = std::make_unique<RunWording>(m_session->timeline(), m_naming);
    endResetModel();
}

void EventListModel::onGrown(std::uint64_t, std::uint64_t to)
{
    m_pending = to;
    if (!m_session->isRunning())
        insertPending(kInsertRows);
    else if (!m_insert->isActive() && !m_more->isActive())
        m_insert->start();
}

void EventListModel::flush()
{
    insertPending(INT_MAX);
}

void EventListModel::insertPending(int limit)
{
    m_insert->stop();
    m_more->stop();
    const int rows = int(std::min<std::uint64_t>(m_pending, INT_MAX));
    if (rows <= m_rows)
        return;
    const int last = rows - m_rows > limit ? m_rows + limit : rows;
    beginInsertRows(QModelIndex(), m_rows, last - 1);
    m_rows = last;
    endInsertRows();
    if (m_rows < rows)
        m_more->start();
}
