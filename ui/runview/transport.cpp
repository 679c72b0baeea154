#include "runview/transport.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <climits>
#include <cmath>

namespace {

constexpr int kSpeeds[] = { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 0 };

// The landmark kinds' actions: object names and keys, in core::RunLandmark's order.
struct LandmarkKey
{
    const char *objectName;
    Qt::Key key;
};
constexpr LandmarkKey kLandmarkKeys[core::kRunLandmarkCount] = {
    { "labLandmarkAnyAction", Qt::Key_A },
    { "labLandmarkDecisionAction", Qt::Key_D },
    { "labLandmarkBacktrackAction", Qt::Key_B },
    { "labLandmarkConflictAction", Qt::Key_C },
    { "labLandmarkRestartAction", Qt::Key_R },
    { "labLandmarkRuleChangeAction", Qt::Key_U },
};
constexpr int kTickMs = 16;

QAction *newAction(QObject *parent, const char *objectName, const QKeySequence &key)
{
    auto *a = new QAction(parent);
    a->setObjectName(QLatin1String(objectName));
    a->setShortcut(key);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    return a;
}

} // namespace

Transport::Transport(QWidget *parent)
    : QWidget { parent }
    , m_run { newAction(this, "labRunAction", Qt::Key_F5) }
    , m_cancel { newAction(this, "labCancelAction", Qt::Key_Escape) }
    , m_play { newAction(this, "labPlayAction", Qt::Key_Space) }
    , m_forward { newAction(this, "labStepForwardAction", Qt::Key_Right) }
    , m_back { newAction(this, "labStepBackAction", Qt::Key_Left) }
    , m_start { newAction(this, "labToStartAction", Qt::Key_Home) }
    , m_end { newAction(this, "labToEndAction", Qt::Key_End) }
    , m_nextMark { newAction(this, "labNextLandmarkAction", Qt::Key_PageDown) }
    , m_previousMark { newAction(this, "labPreviousLandmarkAction", Qt::Key_PageUp) }
    , m_faster { newAction(this, "labFasterAction", Qt::Key_Plus) }
    , m_slower { newAction(this, "labSlowerAction", Qt::Key_Minus) }
    , m_scrubber { new QSlider(Qt::Horizontal) }
    , m_speed { new QComboBox }
    , m_speedLabel { new QLabel }
    , m_label { new QLabel }
    , m_note { new QLabel }
    , m_timer { new QTimer(this) }
    , m_markGroup { new QActionGroup(this) }
    , m_markMenu { new QMenu(this) }
    , m_markButton { new QToolButton }
{
    setObjectName(QStringLiteral("transport"));
    updateIcons();
    m_play->setCheckable(true);
    m_cancel->setEnabled(false);
    m_scrubber->setObjectName(QStringLiteral("scrubber"));
    m_scrubber->setRange(0, 0);
    m_scrubber->setFocusPolicy(Qt::NoFocus); // the arrow keys step; the mouse scrubs
    m_speed->setObjectName(QStringLiteral("speedBox"));
    for (int s : kSpeeds)
        m_speed->addItem(QString(), s);
    m_speed->setCurrentIndex(3);
    m_speedLabel->setBuddy(m_speed);
    m_label->setObjectName(QStringLiteral("positionLabel"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setObjectName(QStringLiteral("transportNote"));
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    m_timer->setInterval(kTickMs);
    m_markMenu->setObjectName(QStringLiteral("landmarkMenu"));
    m_markGroup->setExclusive(true);
    for (int i = 0; i < core::kRunLandmarkCount; ++i) {
        QAction *a = newAction(this, kLandmarkKeys[i].objectName, kLandmarkKeys[i].key);
        a->setCheckable(true);
        a->setChecked(i == int(core::RunLandmark::Any));
        m_markGroup->addAction(a);
        m_markMenu->addAction(a);
        m_markKinds[std::size_t(i)] = a;
        connect(a, &QAction::triggered, this, [this, i] { setLandmark(core::RunLandmark(i)); });
    }
    m_markButton->setObjectName(QStringLiteral("landmarkButton"));
    m_markButton->setMenu(m_markMenu);
    m_markButton->setPopupMode(QToolButton::InstantPopup);
    m_markButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_markButton->setAutoRaise(true);

    const auto button = [](QAction *a) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        b->setAutoRaise(true);
        return b;
    };
    auto *runButton = button(m_run);
    runButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(runButton);
    row->addWidget(button(m_cancel));
    row->addSpacing(8);
    for (QAction *a : { m_start, m_previousMark, m_back, m_play, m_forward, m_nextMark, m_end })
        row->addWidget(button(a));
    row->addWidget(m_markButton);
    row->addWidget(m_scrubber, 1);
    row->addWidget(m_label);
    row->addSpacing(8);
    row->addWidget(m_speedLabel);
    row->addWidget(m_speed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_note);

    connect(m_run, &QAction::triggered, this, &Transport::runRequested);
    connect(m_cancel, &QAction::triggered, this, &Transport::cancelRequested);
    connect(m_play, &QAction::toggled, this, &Transport::setPlaying);
    connect(
        m_forward, &QAction::triggered, this, [this] { request(std::int64_t(m_position) + 1); });
    connect(m_back, &QAction::triggered, this, [this] { request(std::int64_t(m_position) - 1); });
    connect(m_start, &QAction::triggered, this, [this] { request(0); });
    connect(m_end, &QAction::triggered, this, [this] { request(std::int64_t(m_count)); });
    connect(m_nextMark, &QAction::triggered, this, [this] { emit landmarkRequested(true); });
    connect(m_previousMark, &QAction::triggered, this, [this] { emit landmarkRequested(false); });
    connect(m_faster, &QAction::triggered, this, [this] {
        // "As fast as possible" is the last entry.
        m_speed->setCurrentIndex(std::min(m_speed->currentIndex() + 1, m_speed->count() - 1));
    });
    connect(m_slower, &QAction::triggered, this,
        [this] { m_speed->setCurrentIndex(std::max(m_speed->currentIndex() - 1, 0)); });
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int value) {
        if (std::uint64_t(value) != m_position)
            request(value);
    });
    connect(m_timer, &QTimer::timeout, this, &Transport::tick);
    retranslateUi();
    updateLabel();
}

QList<QAction *> Transport::transportActions() const
{
    return { m_run, m_cancel, m_play, m_forward, m_back, m_start, m_end, m_nextMark, m_previousMark,
        m_faster, m_slower };
}

QList<QAction *> Transport::landmarkActions() const
{
    return { m_markKinds.begin(), m_markKinds.end() };
}

void Transport::setLandmark(core::RunLandmark kind)
{
    QAction *a = landmarkAction(kind);
    if (!a->isEnabled())
        return;
    m_landmark = kind;
    a->setChecked(true);
    updateLandmarkButton();
}

void Transport::setFamily(std::optional<core::RunFamily> family)
{
    for (int i = 0; i < core::kRunLandmarkCount; ++i)
        m_markKinds[std::size_t(i)]->setEnabled(
            !family || core::hasLandmarks(*family, core::RunLandmark(i)));
    if (!landmarkAction(m_landmark)->isEnabled())
        setLandmark(core::RunLandmark::Any);
}

void Transport::updateLandmarkButton()
{
    m_markButton->setText(landmarkAction(m_landmark)->iconText());
}

void Transport::setCount(std::uint64_t count, bool streaming)
{
    m_count = count;
    m_streaming = streaming;
    m_cancel->setEnabled(streaming);
    {
        const QSignalBlocker block(m_scrubber);
        m_scrubber->setRange(0, int(std::min<std::uint64_t>(count, INT_MAX)));
        m_scrubber->setPageStep(std::max(1, int(std::min<std::uint64_t>(count / 20, INT_MAX))));
    }
    updateLabel();
}

void Transport::setPosition(std::uint64_t position)
{
    m_position = std::min(position, m_count);
    {
        const QSignalBlocker block(m_scrubber);
        m_scrubber->setValue(int(std::min<std::uint64_t>(m_position, INT_MAX)));
    }
    m_back->setEnabled(m_position > 0);
    m_start->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < m_count);
    m_end->setEnabled(m_position < m_count);
    updateLabel();
}

int Transport::speed() const
{
    return m_speed->currentData().toInt();
}

void Transport::setSpeed(int eventsPerSecond)
{
    const int i = m_speed->findData(eventsPerSecond);
    if (i >= 0)
        m_speed->setCurrentIndex(i);
}

bool Transport::isPlaying() const
{
    return m_timer->isActive();
}

void Transport::setPlaying(bool on)
{
    if (on == isPlaying()) {
        m_play->setChecked(on);
        return;
    }
    if (on) {
        // Play from the start when at the end of a finished run.
        if (m_position >= m_count && !m_streaming)
            request(0);
        m_carry = 0;
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
    }
    m_play->setChecked(on);
    updateIcons();
    retranslateUi();
}

QIcon Transport::icon(QStyle::StandardPixmap pixmap) const
{
    const QIcon standard = style()->standardIcon(pixmap);
    if (palette().color(QPalette::Window).lightnessF() >= 0.5)
        return standard;
    // The style's media icons are drawn dark: on a dark theme, in the text's colour instead.
    QIcon tinted;
    for (const QIcon::Mode mode : { QIcon::Normal, QIcon::Disabled }) {
        QImage image = standard.pixmap(QSize(32, 32), mode)
                           .toImage()
                           .convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(image.rect(),
            palette().color(mode == QIcon::Normal ? QPalette::Active : QPalette::Disabled,
                QPalette::WindowText));
        painter.end();
        tinted.addPixmap(QPixmap::fromImage(image), mode);
    }
    return tinted;
}

void Transport::updateIcons()
{
    m_run->setIcon(icon(QStyle::SP_BrowserReload));
    m_cancel->setIcon(icon(QStyle::SP_MediaStop));
    m_play->setIcon(icon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_forward->setIcon(icon(QStyle::SP_MediaSeekForward));
    m_back->setIcon(icon(QStyle::SP_MediaSeekBackward));
    m_start->setIcon(icon(QStyle::SP_MediaSkipBackward));
    m_end->setIcon(icon(QStyle::SP_MediaSkipForward));
    m_nextMark->setIcon(style()->standardIcon(QStyle::SP_ArrowRight));
    m_previousMark->setIcon(style()->standardIcon(QStyle::SP_ArrowLeft));
}

void Transport::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

void Transport::setRewording(std::function<void()> reword)
{
    m_reword = std::move(reword);
    retranslateUi();
}

void Transport::setSpeedWords(std::function<QString(int perSecond)> words)
{
    m_speedWords = std::move(words);
    retranslateUi();
}

void Transport::tick()
{
    const qint64 ms = m_clock.restart();
    std::uint64_t target = m_count;
    if (const int s = speed(); s > 0) {
        const double due = s * double(ms) / 1000.0 + m_carry;
        const double whole = std::floor(due);
        m_carry = due - whole;
        target = std::min(m_position + std::uint64_t(whole), m_count);
    }
    if (target != m_position)
        request(std::int64_t(target));
    // A finished run stops at its end; a streaming one waits for more.
    if (m_position >= m_count && !m_streaming)
        setPlaying(false);
}

void Transport::request(std::int64_t position)
{
    const auto p = std::uint64_t(std::clamp<std::int64_t>(position, 0, std::int64_t(m_count)));
    emit positionRequested(p);
}

void Transport::updateLabel()
{
    const QLocale locale;
    m_label->setText(tr("%1 / %2").arg(
        locale.toString(qulonglong(m_position)), locale.toString(qulonglong(m_count))));
}

void Transport::retranslateUi()
{
    m_run->setText(tr("&Run"));
    m_run->setToolTip(tr("Run the chosen solver on the puzzle (F5)"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the run (Esc)"));
    m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setToolTip(isPlaying() ? tr("Pause (Space)") : tr("Play at the chosen speed (Space)"));
    m_forward->setText(tr("Step forward"));
    m_forward->setToolTip(tr("One event forward (Right)"));
    m_back->setText(tr("Step back"));
    m_back->setToolTip(tr("One event back (Left)"));
    m_start->setText(tr("To the start"));
    m_start->setToolTip(tr("Before the first event (Home)"));
    m_end->setText(tr("To the end"));
    m_end->setToolTip(tr("The last event recorded (End)"));
    m_nextMark->setText(tr("Next landmark"));
    m_nextMark->setToolTip(tr("The next landmark of the kind chosen beside (Page Down)"));
    m_previousMark->setText(tr("Previous landmark"));
    m_previousMark->setToolTip(tr("The previous landmark of the kind chosen beside (Page Up)"));
    m_markMenu->setTitle(tr("&Jump To"));
    const QString kinds[][2] = {
        { tr("&Any Landmark"), tr("Any landmark") },
        { tr("&Decisions"), tr("Decisions") },
        { tr("&Backtracks"), tr("Backtracks") },
        { tr("&Conflicts"), tr("Conflicts") },
        { tr("&Restarts"), tr("Restarts") },
        { tr("R&ule Changes"), tr("Rule changes") },
    };
    for (int i = 0; i < core::kRunLandmarkCount; ++i) {
        m_markKinds[std::size_t(i)]->setText(kinds[i][0]);
        m_markKinds[std::size_t(i)]->setIconText(kinds[i][1]);
    }
    m_markButton->setToolTip(tr("What Page Down and Page Up jump to: any landmark (A), decisions "
                                "(D), backtracks (B), conflicts (C), restarts (R) or rule "
                                "changes (U)"));
    updateLandmarkButton();
    m_faster->setText(tr("Faster"));
    m_slower->setText(tr("Slower"));
    m_speedLabel->setText(tr("S&peed:"));
    for (int i = 0; i < m_speed->count(); ++i) {
        const int s = m_speed->itemData(i).toInt();
        m_speed->setItemText(i,
            s == 0             ? tr("as fast as possible")
                : m_speedWords ? m_speedWords(s)
                               : tr("%Ln event(s)/s", "", s));
    }
    m_scrubber->setToolTip(tr("Drag to any event of the run"));
    if (m_reword)
        m_reword();
}

void Transport::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateIcons();
    QWidget::changeEvent(event);
}
