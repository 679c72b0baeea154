#include "common/appearanceactions.h"

#include "common/appearance.h"
#include "common/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>

namespace {

// A checkable action of the group, with its objectName.
QAction *addChoice(QActionGroup *group, const char *name, const QString &text = {})
{
    QAction *a = group->addAction(text);
    a->setObjectName(QLatin1String(name));
    a->setCheckable(true);
    return a;
}

} // namespace

AppearanceActions::AppearanceActions(Settings &settings, QObject *parent)
    : QObject { parent }
    , m_settings { settings }
    , m_themes { new QActionGroup(this) }
    , m_languages { new QActionGroup(this) }
    , m_naming { new QActionGroup(this) }
{
    m_themeSystem = addChoice(m_themes, "themeSystemAction");
    m_themeLight = addChoice(m_themes, "themeLightAction");
    m_themeDark = addChoice(m_themes, "themeDarkAction");
    switch (m_settings.theme()) {
    case Settings::Theme::System:
        m_themeSystem->setChecked(true);
        break;
    case Settings::Theme::Light:
        m_themeLight->setChecked(true);
        break;
    case Settings::Theme::Dark:
        m_themeDark->setChecked(true);
        break;
    }
    connect(m_themes, &QActionGroup::triggered, this, [this](QAction *a) {
        const auto t = a == m_themeDark ? Settings::Theme::Dark
            : a == m_themeLight         ? Settings::Theme::Light
                                        : Settings::Theme::System;
        m_settings.setTheme(t);
        Appearance::applyTheme(t);
    });

    // Each language is named in itself.
    m_langSystem = addChoice(m_languages, "languageSystemAction");
    m_langEn = addChoice(m_languages, "languageEnAction", QStringLiteral("English"));
    m_langDe = addChoice(m_languages, "languageDeAction", QStringLiteral("Deutsch"));
    m_langJa = addChoice(m_languages, "languageJaAction", QStringLiteral("日本語"));
    const QString lang = m_settings.language();
    (lang == QLatin1String("en")          ? m_langEn
            : lang == QLatin1String("de") ? m_langDe
            : lang == QLatin1String("ja") ? m_langJa
                                          : m_langSystem)
        ->setChecked(true);
    connect(m_languages, &QActionGroup::triggered, this, [this](QAction *a) {
        const QString code = a == m_langEn ? QStringLiteral("en")
            : a == m_langDe                ? QStringLiteral("de")
            : a == m_langJa                ? QStringLiteral("ja")
                                           : QString();
        m_settings.setLanguage(code);
        Appearance::applyLanguage(code);
    });

    m_namingLetter = addChoice(m_naming, "namingLetterAction");
    m_namingRowColumn = addChoice(m_naming, "namingRowColumnAction");
    (m_settings.cellNaming() == core::CellNaming::RowColumn ? m_namingRowColumn : m_namingLetter)
        ->setChecked(true);
    connect(m_naming, &QActionGroup::triggered, this, [this](QAction *a) {
        const auto n
            = a == m_namingRowColumn ? core::CellNaming::RowColumn : core::CellNaming::Letter;
        m_settings.setCellNaming(n);
        emit cellNamingChanged(n);
    });
    retranslate();
}

QList<QAction *> AppearanceActions::themeActions() const
{
    return m_themes->actions();
}

QList<QAction *> AppearanceActions::languageActions() const
{
    return m_languages->actions();
}

QList<QAction *> AppearanceActions::namingActions() const
{
    return m_naming->actions();
}

bool AppearanceActions::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

void AppearanceActions::retranslate()
{
    m_themeSystem->setText(tr("System"));
    m_themeLight->setText(tr("Light"));
    m_themeDark->setText(tr("Dark"));
    m_langSystem->setText(tr("System Language"));
    m_namingLetter->setText(tr("Letter and number (A1)"));
    m_namingRowColumn->setText(tr("Row and column (r1c1)"));
}
