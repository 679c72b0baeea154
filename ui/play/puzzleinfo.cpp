#include "play/puzzleinfo.h"

#include "common/clocktext.h"
#include "game/game.h"
#include "grid/gridmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

PuzzleInfo::PuzzleInfo(Game *game, GridModel *model, QWidget *parent)
    : QWidget { parent }
    , m_game { game }
    , m_model { model }
    , m_info { new QLabel }
    , m_clock { new QLabel }
    , m_timer { new QTimer(this) }
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10); // the side panel's
    m_info->setObjectName(QStringLiteral("puzzleInfo"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    m_info->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_info, 1);
    m_clock->setObjectName(QStringLiteral("clock"));
    QFont clockFont = m_clock->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.6);
    clockFont.setFamily(QStringLiteral("DejaVu Sans Mono"));
    m_clock->setFont(clockFont);
    m_clock->setAlignment(Qt::AlignTop | Qt::AlignRight);
    layout->addWidget(m_clock);

    connect(m_game, &Game::reset, this, &PuzzleInfo::updateInfo);
    connect(m_model, &GridModel::selectedCellChanged, this, &PuzzleInfo::updateInfo);
    // The clock: shown every half second (the game pauses it while the window is not in use).
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &PuzzleInfo::updateClock);
    connect(m_game, &Game::statsChanged, this, &PuzzleInfo::updateClock);
    connect(m_game, &Game::completed, this, &PuzzleInfo::updateClock);
    m_timer->start();
    refresh();
}

QString PuzzleInfo::formatTime(qint64 ms)
{
    return clockText(ms);
}

void PuzzleInfo::setClockVisible(bool on)
{
    m_clock->setVisible(on);
}

void PuzzleInfo::refresh()
{
    updateInfo();
    updateClock();
}

void PuzzleInfo::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void PuzzleInfo::updateClock()
{
    m_clock->setText(formatTime(m_game->elapsedMs()));
    m_clock->setToolTip(m_game->isClockRunning() ? tr("Time played") : tr("Paused"));
}

void PuzzleInfo::updateInfo()
{
    const core::Board &b = m_game->board();
    QString status;
    switch (m_game->status()) {
    case core::SolutionStatus::Unique:
        status = tr("one solution");
        break;
    case core::SolutionStatus::Multiple:
        status
            = QStringLiteral("<span style='color:#d32f2f'>%1</span>").arg(tr("several solutions"));
        break;
    case core::SolutionStatus::None:
        status = QStringLiteral("<span style='color:#d32f2f'>%1</span>").arg(tr("no solution"));
        break;
    case core::SolutionStatus::Unknown:
        status = tr("not checked");
        break;
    }
    QString selected = tr("none");
    const int cell = m_model->selectedCell();
    if (cell >= 0)
        selected = QString::fromStdString(b.geometry().cellName(cell, m_model->cellNaming()));
    m_info->setText(tr("<b>%1</b><br>Puzzle %2 · %3 × %3 · %n given(s)<br>%4<br>Selected cell: %5",
        nullptr, b.clueCount())
                        .arg(m_game->source().toHtmlEscaped())
                        .arg(m_game->index())
                        .arg(b.side())
                        .arg(status, selected));
}
