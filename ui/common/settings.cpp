#include "common/settings.h"

#include <QSettings>

namespace {
const QString kCellNaming = QStringLiteral("ui/cellNaming");
const QString kHighlightPeers = QStringLiteral("ui/highlightPeers");
const QString kHighlightSameDigit = QStringLiteral("ui/highlightSameDigit");
const QString kTheme = QStringLiteral("ui/theme");
const QString kLanguage = QStringLiteral("ui/language");
const QString kShowTimer = QStringLiteral("ui/showTimer");
const QString kDrillRecord = QStringLiteral("drill/record");
const QString kDrillState = QStringLiteral("drill/state");
const QString kAutoCandidates = QStringLiteral("game/autoCandidates");
const QString kRemoveFromPeers = QStringLiteral("game/removeFromPeers");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
} // namespace

Settings::Settings()
    : m_settings { new QSettings }
    , m_owned { true }
{ }

Settings::Settings(QSettings *backend)
    : m_settings { backend }
    , m_owned { false }
{ }

Settings::~Settings()
{
    if (m_owned)
        delete m_settings;
}

core::CellNaming Settings::cellNaming() const
{
    return m_settings->value(kCellNaming, QStringLiteral("A1")).toString() == QLatin1String("r1c1")
        ? core::CellNaming::RowColumn
        : core::CellNaming::Letter;
}

void Settings::setCellNaming(core::CellNaming naming)
{
    m_settings->setValue(kCellNaming,
        naming == core::CellNaming::RowColumn ? QStringLiteral("r1c1") : QStringLiteral("A1"));
}

bool Settings::highlightPeers() const
{
    return m_settings->value(kHighlightPeers, true).toBool();
}

void Settings::setHighlightPeers(bool on)
{
    m_settings->setValue(kHighlightPeers, on);
}

bool Settings::highlightSameDigit() const
{
    return m_settings->value(kHighlightSameDigit, true).toBool();
}

void Settings::setHighlightSameDigit(bool on)
{
    m_settings->setValue(kHighlightSameDigit, on);
}

Settings::Theme Settings::theme() const
{
    const QString t = m_settings->value(kTheme, QStringLiteral("system")).toString();
    if (t == QLatin1String("light"))
        return Theme::Light;
    if (t == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

void Settings::setTheme(Theme theme)
{
    m_settings->setValue(kTheme,
        theme == Theme::Light      ? QStringLiteral("light")
            : theme == Theme::Dark ? QStringLiteral("dark")
                                   : QStringLiteral("system"));
}

QString Settings::language() const
{
    return m_settings->value(kLanguage, QString()).toString();
}

void Settings::setLanguage(const QString &code)
{
    m_settings->setValue(kLanguage, code);
}

bool Settings::autoCandidates() const
{
    return m_settings->value(kAutoCandidates, false).toBool();
}

void Settings::setAutoCandidates(bool on)
{
    m_settings->setValue(kAutoCandidates, on);
}

bool Settings::removeFromPeers() const
{
    return m_settings->value(kRemoveFromPeers, true).toBool();
}

void Settings::setRemoveFromPeers(bool on)
{
    m_settings->setValue(kRemoveFromPeers, on);
}

bool Settings::showTimer() const
{
    return m_settings->value(kShowTimer, true).toBool();
}

void Settings::setShowTimer(bool on)
{
    m_settings->setValue(kShowTimer, on);
}

QString Settings::drillRecord() const
{
    return m_settings->value(kDrillRecord).toString();
}

void Settings::setDrillRecord(const QString &text)
{
    m_settings->setValue(kDrillRecord, text);
}

QStringList Settings::drillState() const
{
    return m_settings->value(kDrillState).toStringList();
}

void Settings::setDrillState(const QStringList &lines)
{
    m_settings->setValue(kDrillState, lines);
    m_settings->sync();
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(kRecentFiles).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    m_settings->setValue(kRecentFiles, files);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kState, state);
}
