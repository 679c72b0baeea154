#include "common/savedialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QWidget>

QString askSaveFileName(QWidget *parent, const QString &caption, const QString &suggestedName,
    const QString &filter, const QString &objectName)
{
    QSettings settings;
    const QString key = QStringLiteral("exports/lastFolder");
    const QString folder = settings.value(key, QDir::homePath()).toString();
    QFileDialog dialog(parent, caption, folder, filter);
    dialog.setObjectName(objectName);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.selectFile(suggestedName);
    if (const QWidget *window = parent ? parent->window() : nullptr)
        dialog.resize(
            qBound(640, window->width() * 4 / 5, 1000), qBound(420, window->height() * 4 / 5, 700));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    const QString path = dialog.selectedFiles().front();
    settings.setValue(key, QFileInfo(path).absolutePath());
    return path;
}
