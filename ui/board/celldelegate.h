#pragma once

#include <QStyledItemDelegate>

// Paints one cell from the model's roles: the shaded background (selection, peers, same digit,
// conflict), a given or entered digit, or the pencil marks in a mini-grid shaped like a box.
class CellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CellDelegate)

public:
    explicit CellDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Colours derived from a palette, so light and dark themes both read well.
    struct Colors
    {
        QColor base, peer, sameDigit, selected, conflictBackground;
        QColor given, entered, conflict, candidate;
        QColor hintUnit, hintCell, pattern, patternAlt, elimination, placement;
    };
    static Colors colorsFor(const QPalette &palette);
};
