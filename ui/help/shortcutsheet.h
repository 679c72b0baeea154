#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

// Help > Keyboard Shortcuts: every key the program knows, in one table. The board's own keys
// (digits, pencil marks, moving, selecting) come first; then every menu action with a shortcut,
// read from the menus when the sheet opens, so it always shows the shortcuts and the language of
// the running program.
class ShortcutSheet final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutSheet)

public:
    explicit ShortcutSheet(const QMenuBar *menus, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The action a key does ("File ▸ Open…"), or empty when the sheet has no such key.
    QString whatKeyDoes(const QString &key) const;

private:
    void addRow(const QString &key, const QString &what);

    QTableWidget *m_table;
};
