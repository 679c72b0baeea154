#pragma once

#include <QString>

class QWidget;

// Asks where to save an export (Qt's own dialog where the platform has none): it opens with
// room for the names and their columns (Qt's opens small) and proposes a file name, in the
// last folder an export went to. Returns the chosen path, or empty when cancelled.
// objectName names the dialog (tests find it by it).
QString askSaveFileName(QWidget *parent, const QString &caption, const QString &suggestedName,
    const QString &filter, const QString &objectName);
