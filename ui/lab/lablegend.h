#pragma once

#include "run/runevent.h"

#include <QWidget>

class QGridLayout;

// The key to the Lab board's colours for the family shown, drawn with the board's own colours
// (Appearance::boardColors), so it reads in light and dark themes alike; the heat-map's scale
// with its top value.
class LabLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LabLegend)

public:
    explicit LabLegend(QWidget *parent = nullptr);

    // heatMax <= 0: no heat-map shown.
    void setFamily(core::RunFamily family, double heatMax);
    // The texts of the entries shown (tests).
    QStringList entries() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QGridLayout *m_grid;
    core::RunFamily m_family = core::RunFamily::Search;
    double m_heatMax = 0;
};
