#pragma once

#include "run/runlandmark.h"

#include <QElapsedTimer>
#include <QIcon>
#include <QStyle>
#include <QWidget>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QSlider;
class QTimer;
class QToolButton;

// The Lab's transport: run and cancel, play and pause at a speed (1 to 1,000 events a second, or
// as fast as possible), step forward and back one event, to the start and the end, jumps to the
// next and previous landmark (decision, backtrack, restart, rule change: the workspace says
// which), and a scrubber over the whole run. It holds no run: it shows a position among a count
// and asks for positions (positionRequested); the workspace moves there and calls setPosition().
// Position p is the state after p events (0: before the first).
//
// Every control is an action with a shortcut (Qt::WidgetWithChildrenShortcut on the workspace,
// so they sleep in other modes): F5 run, Esc cancel, Space play / pause, Right / Left step,
// Home / End, Page Down / Page Up the next / previous landmark, + / - the speed.
//
// The landmark's kind is chosen in the Jump To menu (landmarkMenu(), also on the button beside the
// jumps) or with a key: A any landmark, D decisions, B backtracks, C conflicts, R restarts,
// U rule changes (core::RunLandmark); the kinds a family has no landmarks of are disabled.
class Transport final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Transport)

public:
    explicit Transport(QWidget *parent = nullptr);

    QAction *runAction() const { return m_run; }
    QAction *cancelAction() const { return m_cancel; }
    QAction *playAction() const { return m_play; }
    QAction *stepForwardAction() const { return m_forward; }
    QAction *stepBackAction() const { return m_back; }
    QAction *toStartAction() const { return m_start; }
    QAction *toEndAction() const { return m_end; }
    QAction *nextLandmarkAction() const { return m_nextMark; }
    QAction *previousLandmarkAction() const { return m_previousMark; }
    QAction *fasterAction() const { return m_faster; }
    QAction *slowerAction() const { return m_slower; }
    QList<QAction *> transportActions() const;
    QSlider *scrubber() const { return m_scrubber; }
    // The choice of landmark: one checkable action per core::RunLandmark, in a menu.
    QAction *landmarkAction(core::RunLandmark kind) const { return m_markKinds[int(kind)]; }
    QList<QAction *> landmarkActions() const;
    QMenu *landmarkMenu() const { return m_markMenu; }
    core::RunLandmark landmark() const { return m_landmark; }
    void setLandmark(core::RunLandmark kind);
    // The kinds the run's family has landmarks of (the others are disabled; Any when the chosen
    // one is); every kind before a run.
    void setFamily(std::optional<core::RunFamily> family);

    // The recorded events (the scrubber's end) and whether the run is still streaming in.
    void setCount(std::uint64_t count, bool streaming);
    std::uint64_t count() const { return m_count; }
    void setPosition(std::uint64_t position);
    std::uint64_t position() const { return m_position; }

    // Events a second; 0: as fast as possible.
    int speed() const;
    void setSpeed(int eventsPerSecond);
    bool isPlaying() const;
    void setPlaying(bool on);
    // The workspace's note beside the position (e.g. where the recording stopped).
    void setNote(const QString &text);
    // Another view's words for the controls (the race steps by decisions or milliseconds, its
    // landmarks are the finishes): called every time the transport words itself, after it.
    void setRewording(std::function<void()> reword);
    // The speed list's words for a speed in steps a second ("%Ln event(s)/s" unless set).
    void setSpeedWords(std::function<QString(int perSecond)> words);

signals:
    void positionRequested(std::uint64_t position);
    void landmarkRequested(bool forward);
    void runRequested();
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateIcons();
    QIcon icon(QStyle::StandardPixmap pixmap) const;
    void updateLabel();
    void tick();
    void request(std::int64_t position);
    void updateLandmarkButton();

    QAction *m_run, *m_cancel, *m_play, *m_forward, *m_back, *m_start, *m_end;
    QAction *m_nextMark, *m_previousMark, *m_faster, *m_slower;
    QSlider *m_scrubber;
    QComboBox *m_speed;
    QLabel *m_speedLabel;
    QLabel *m_label;
    QLabel *m_note;
    QTimer *m_timer;
    std::array<QAction *, core::kRunLandmarkCount> m_markKinds {};
    QActionGroup *m_markGroup;
    QMenu *m_markMenu;
    QToolButton *m_markButton;
    core::RunLandmark m_landmark = core::RunLandmark::Any;
    QElapsedTimer m_clock;
    std::function<void()> m_reword;
    std::function<QString(int)> m_speedWords;
    double m_carry = 0; // fraction of an event owed by the last tick
    std::uint64_t m_count = 0;
    std::uint64_t m_position = 0;
    bool m_streaming = false;
};
