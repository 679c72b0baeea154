#pragma once

#include <QWidget>

class QAction;
class QGridLayout;
class QToolButton;

// Buttons for the symbols of the current grid (laid out like a box), plus pencil-mode and erase,
// for playing with the mouse.
class DigitPad final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DigitPad)

public:
    explicit DigitPad(QAction *pencilMode, QAction *erase, QWidget *parent = nullptr);

    void setShape(int boxRows, int boxColumns);
    QToolButton *buttonFor(int symbol) const;

signals:
    void symbolClicked(int symbol);

private:
    QGridLayout *m_digits;
    QList<QToolButton *> m_buttons;
    int m_columns = 0;
};
