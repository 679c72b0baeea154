#include "compare/batchresultmodel.h"

#include <QLocale>

#include <algorithm>

BatchResultModel::BatchResultModel(QObject *parent)
    : QAbstractTableModel { parent }
{ }

void BatchResultModel::reset(std::shared_ptr<const BatchJob> job)
{
    beginResetModel();
    m_job = std::move(job);
    m_rows.clear();
    endResetModel();
}

void BatchResultModel::append(const QVector<BatchRow> &rows)
{
    const std::size_t ns = strategyCount();
    if (rows.isEmpty() || ns == 0)
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(rows.size() * ns) - 1);
    m_rows.insert(m_rows.end(), rows.begin(), rows.end());
    endInsertRows();
}

std::size_t BatchResultModel::strategyCount() const
{
    return m_job ? m_job->setup.strategies.size() : 0;
}

int BatchResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size() * strategyCount());
}

int BatchResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::TextAlignmentRole)
        return {};
    const std::size_t ns = strategyCount();
    const BatchRow &row = m_rows[std::size_t(index.row()) / ns];
    const std::size_t s = std::size_t(index.row()) % ns;
    const core::CompareResult &r = row.results[s];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Collection || column == Strategy
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const bool sort = role == SortRole;
    const QLocale locale;
    const auto number = [&](qulonglong n) -> QVariant {
        return sort ? QVariant(n) : QVariant(locale.toString(n));
    };
    switch (column) {
    case Index:
        return sort ? QVariant(row.puzzle + 1) : QVariant(QString::number(row.puzzle + 1));
    case Collection: {
        const BatchPuzzle &p = m_job->puzzles[std::size_t(row.puzzle)];
        return m_job->groups.value(p.group);
    }
    case Strategy:
        return QString::fromStdString(m_job->setup.strategies[s].name);
    case Recursions:
        return number(r.counters.recursions);
    case Backtracks:
        return number(r.counters.backtracks);
    case MaxDepth:
        return sort ? QVariant(r.counters.maxDepth)
                    : QVariant(QString::number(r.counters.maxDepth));
    case Solved:
        return sort ? QVariant(core::isSuccess(r.status) ? 1 : 0)
                    : QVariant(core::isSuccess(r.status) ? tr("yes") : tr("no"));
    case Micros:
        return number(qulonglong(std::max<std::int64_t>(0, r.counters.micros)));
    default:
        return {};
    }
}

QVariant BatchResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Index:
        return tr("Puzzle");
    case Collection:
        return tr("Collection");
    case Strategy:
        return tr("Strategy");
    case Recursions:
        return tr("Recursions");
    case Backtracks:
        return tr("Backtracks");
    case MaxDepth:
        return tr("Max depth");
    case Solved:
        return tr("Solved");
    case Micros:
        return tr("µs");
    default:
        return {};
    }
}

QString BatchResultModel::csv() const
{
    std::vector<const BatchRow *> sorted;
    for (const BatchRow &r : m_rows)
        sorted.push_back(&r);
    std::sort(sorted.begin(), sorted.end(),
        [](const BatchRow *a, const BatchRow *b) { return a->puzzle < b->puzzle; });
    std::string out = core::compareCsvHeader() + '\n';
    for (const BatchRow *r : sorted)
        for (std::size_t s = 0; s < strategyCount(); ++s)
            out += core::compareCsvLine(
                       std::size_t(r->puzzle) + 1, m_job->setup.strategies[s], r->results[s])
                + '\n';
    return QString::fromStdString(out);
}

std::vector<core::CompareResult> BatchResultModel::groupResults(int group) const
{
    std::vector<core::CompareResult> out;
    for (const BatchRow &r : m_rows)
        if (m_job->puzzles[std::size_t(r.puzzle)].group == group)
            out.insert(out.end(), r.results.begin(), r.results.end());
    return out;
}
