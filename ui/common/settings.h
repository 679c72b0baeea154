#pragma once

#include "board/geometry.h"

#include <QString>
#include <QStringList>

class QSettings;

// Every setting of the program in one typed class over QSettings; each key is spelled once, in
// settings.cpp. Core never sees this: it receives plain option structs.
class Settings final
{
public:
    enum class Theme { System, Light, Dark };

    Settings();
    explicit Settings(QSettings *backend); // for tests: an explicit (e.g. INI) store
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    core::CellNaming cellNaming() const;
    void setCellNaming(core::CellNaming naming);

    bool highlightPeers() const;
    void setHighlightPeers(bool on);
    bool highlightSameDigit() const;
    void setHighlightSameDigit(bool on);

    Theme theme() const;
    void setTheme(Theme theme);

    // "" means the system language; otherwise "en", "de", "ja".
    QString language() const;
    void setLanguage(const QString &code);

    bool autoCandidates() const;
    void setAutoCandidates(bool on);
    // Placing a digit removes it from its peers' pencil marks (on unless turned off).
    bool removeFromPeers() const;
    void setRemoveFromPeers(bool on);

    bool showTimer() const;
    void setShowTimer(bool on);

    // Drills (ui/play/drillworkspace.h): the record (core::DrillRecord::toText) and the session
    // in progress with its drill and the player's board on it (lines; empty: none).
    QString drillRecord() const;
    void setDrillRecord(const QString &text);
    QStringList drillState() const;
    void setDrillState(const QStringList &lines);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // most recent first, at most kMaxRecent
    static constexpr int kMaxRecent = 8;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

private:
    QSettings *m_settings;
    bool m_owned;
};
