#pragma once

#include "board/geometry.h"

#include <QAbstractTableModel>
#include <QCache>
#include <QTimer>

#include <cstdint>
#include <memory>

class RunSession;
class RunWording;

// The events of the Lab's run as a table, one row per recorded event (row k: event k, which
// leads from position k to k + 1): its number with its kind's colour (the kind's name as the
// tooltip) and its line in the words of sudoku-cli and the hints (RunWording). Rows are worded when
// shown (a small cache keeps the recent ones), so a run of a million events scrolls as smoothly as
// a short one; rows are appended as the run streams in.
class EventListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventListModel)

public:
    enum Column { NumberColumn, TextColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // int: core::RunEventKind
        PositionRole, // qulonglong: the position after the event (row + 1)
    };
    Q_ENUM(Role)

    explicit EventListModel(RunSession *session, QObject *parent = nullptr);
    ~EventListModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setCellNaming(core::CellNaming naming);
    // Shows the rows that arrived since the last insertion. While a run streams, rows are added
    // at most every kInsertMs (each insertion costs the view work over all its rows), at most
    // kInsertRows at a time (the view's header spends about 13 ns on each row inserted: a
    // backlog of a million rows goes in over several turns of the event loop, not in one stall,
    // also at the run's end); the workspace flushes before it selects a row.
    void flush();
    static constexpr int kInsertMs = 150;
    static constexpr int kInsertRows = 1 << 18;
    // Words every row again (after a change of language).
    void retranslate();
    // The line of event k (what the Text column shows).
    QString line(std::uint64_t k) const;

private:
    void onAboutToReset();
    void onReset();
    void onGrown(std::uint64_t from, std::uint64_t to);
    // Inserts up to `limit` of the pending rows.
    void insertPending(int limit);

    RunSession *m_session;
    core::CellNaming m_naming = core::CellNaming::Letter;
    std::unique_ptr<RunWording> m_wording;
    int m_rows = 0;
    std::uint64_t m_pending = 0; // events recorded, shown or not
    mutable QCache<std::uint64_t, QString> m_lines;
    QTimer *m_insert;
    QTimer *m_more; // the next slice of a backlog, on the next turn of the event loop
};
