#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

// Paints one cell from its roles (CellRoles) in the board's colours (Appearance::boardColors):
// the shaded background (selection, peers, same digit, conflict, a hint's units, the candidate
// filter), a given or entered digit, or the pencil marks in a mini-grid shaped like a box; a
// hint's candidates on coloured discs, a trial's order, and what an applied step just changed
// (ghosted); and the Solver Lab's overlay (heat-map, the event's cells, decided digits, outlines,
// struck candidates).
class CellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CellDelegate)

public:
    explicit CellDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Where the pencil mark of a symbol sits in a cell: the mini-grid is shaped like a box
    // (boxRows × boxColumns). The board view draws links from the same places.
    static QRectF candidateRect(const QRectF &cell, int symbol, int boxRows, int boxColumns);

private:
    // A pencil mark's symbol laid out once per font: a 25x25 board shows up to 15,625 of them,
    // and laying each out again made a repaint take 100 ms and more of the GUI thread.
    const QStaticText &candidateText(const QFont &font, char symbol) const;

    mutable QFont m_candidateFont[2]; // regular, bold
    mutable QHash<char, QStaticText> m_candidateTexts[2];
};
