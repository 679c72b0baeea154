#include "help/shortcutsheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString plainText(const QAction *a)
{
    QString text = a->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.remove(QRegularExpression(QStringLiteral("\\(&?\\w\\)$"))); // "ファイル(&F)"
    return text.trimmed();
}

// Every action with a shortcut below a menu, named with its menu path.
void collect(const QMenu *menu, const QString &path, QList<QPair<QString, QString>> *rows)
{
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        const QString name = path + QStringLiteral(" ▸ ") + plainText(a);
        if (a->menu()) {
            collect(a->menu(), name, rows);
            continue;
        }
        for (const QKeySequence &key : a->shortcuts())
            rows->push_back({ key.toString(QKeySequence::NativeText), name });
    }
}

} // namespace

ShortcutSheet::ShortcutSheet(const QMenuBar *menus, QWidget *parent)
    : QDialog { parent }
    , m_table { new QTableWidget(0, 2) }
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    m_table->setObjectName(QStringLiteral("shortcutTable"));
    m_table->setHorizontalHeaderLabels({ tr("Key"), tr("What it does") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);

    // The board's keys (ui/grid/gridview.cpp).
    addRow(tr("1 – 9 (A – Z on big boards)"), tr("Board: enter the digit in the selected cells"));
    addRow(tr("Shift + digit"), tr("Board: add or remove the pencil mark"));
    addRow(tr("Space"), tr("Board: switch between digits and pencil marks"));
    addRow(tr("Delete, Backspace"), tr("Board: erase the selected cells"));
    addRow(tr("Arrow keys"), tr("Board: move (around the edges)"));
    addRow(tr("Shift + arrow keys, Ctrl + click"), tr("Board: select several cells"));
    addRow(tr("Right click"),
        tr("Board: the cell's pencil marks; on the digit pad: highlight "
           "the digit's candidates"));
    addRow(tr("Enter (History tab)"), tr("Go back or forward to the highlighted step"));
    addRow(tr("← / →, Home, End (chain stepper)"),
        tr("Show of a chain or a net, Help's examples, the Lab's logic steps: the link before or "
           "after, the first, the whole chain"));

    QList<QPair<QString, QString>> rows;
    for (const QAction *a : menus->actions())
        if (a->menu())
            collect(a->menu(), plainText(a), &rows);
    for (const auto &[key, what] : rows)
        addRow(key, what);
    m_table->resizeColumnToContents(0);
    m_table->resizeRowsToContents();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 36);
}

void ShortcutSheet::addRow(const QString &key, const QString &what)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(key));
    m_table->setItem(row, 1, new QTableWidgetItem(what));
}

QString ShortcutSheet::whatKeyDoes(const QString &key) const
{
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0)->text() == key)
            return m_table->item(row, 1)->text();
    return {};
}
