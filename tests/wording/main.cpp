// GoogleTest with a QCoreApplication: tr() needs one for the installed translators.
#include "wording/translations.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    Translations::install(QStringLiteral("en"));
    return RUN_ALL_TESTS();
}
