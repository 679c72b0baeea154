#include "common/boundedfile.h"

#include <QFile>

namespace BoundedFile {

Contents read(const QString &path, qint64 maxBytes)
{
    Contents out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.reason = file.errorString();
        return out;
    }
    // One byte past the limit tells a file of exactly the limit from a larger one; a device
    // without an end (/dev/zero) gives that much and no more.
    out.bytes = file.read(maxBytes + 1);
    if (out.bytes.size() > maxBytes) {
        out.bytes.clear();
        out.status = Status::TooLarge;
    } else if (file.error() != QFileDevice::NoError) {
        out.bytes.clear();
        out.reason = file.errorString();
    } else {
        out.status = Status::Ok;
    }
    return out;
}

} // namespace BoundedFile
