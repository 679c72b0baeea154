#pragma once

#include <QToolButton>
#include <QWidget>

class QAction;
class QGridLayout;

// One symbol's button on the digit pad: the symbol, how many of it are on the board in the
// corner, greyed out once every one is placed, and framed while it is the candidate filter.
class DigitButton final : public QToolButton
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DigitButton)

public:
    DigitButton(int symbol, QWidget *parent = nullptr);

    int symbol() const { return m_symbol; }
    // How many are on the board, of how many the grid needs.
    void setCount(int placed, int needed);
    int placed() const { return m_placed; }
    void setFiltered(bool on);
    bool isFiltered() const { return m_filtered; }

signals:
    // A right click: the player asks for this symbol's candidates to be highlighted.
    void filterRequested(int symbol);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void describe();

    int m_symbol;
    int m_placed = 0;
    int m_needed = 9;
    bool m_filtered = false;
};

// Buttons for the symbols of the current grid (laid out like a box), plus pencil-mode and erase,
// for playing with the mouse. Each shows how many of its symbol are placed and greys out when
// all are; a right click toggles the candidate filter for it.
class DigitPad final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DigitPad)

public:
    explicit DigitPad(QAction *pencilMode, QAction *erase, QWidget *parent = nullptr);

    void setShape(int boxRows, int boxColumns);
    DigitButton *buttonFor(int symbol) const;
    // placed[s]: how many of symbol s are on the board (index 0 unused).
    void setCounts(const QVector<int> &placed);
    // Frames the filter digit's button (0: none).
    void setFilterDigit(int symbol);

signals:
    void symbolClicked(int symbol);
    void filterRequested(int symbol);

private:
    QGridLayout *m_digits;
    QList<DigitButton *> m_buttons;
    int m_columns = 0;
};
