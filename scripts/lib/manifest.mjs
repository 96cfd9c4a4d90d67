// One model, two manifests: the XML add-in manifest (every Outlook) and the unified JSON app manifest
// (new Outlook, Outlook on the web), plus its localization files. scripts/manifest.mjs writes them.
import { readFileSync } from 'node:fs';

/** The add-in's identity in every tenant that installed it: never change it. Both manifests share it. */
export const ADDIN_ID = '32bb5f23-cdef-48e2-9070-7b50b39708df';

/** Mailbox 1.8: attachment content (getAttachmentContentAsync); it covers 1.5 (pinning, ItemChanged, REST token). */
export const MAILBOX_MIN_VERSION = '1.8';

export const DEV_PUBLIC_URL = 'https://localhost:3000';
export const MICROSOFT_LOGIN = 'https://login.microsoftonline.com';
const DEV_FIREBASE_AUTH_DOMAIN = 'demo-plume.firebaseapp.com';
const ACCENT_COLOR = '#0F6CBD';
const JSON_SCHEMA_VERSION = '1.20';
const JSON_SCHEMA = `https://developer.microsoft.com/json-schemas/teams/v${JSON_SCHEMA_VERSION}/MicrosoftTeams.schema.json`;
const LOCALIZATION_SCHEMA = `https://developer.microsoft.com/json-schemas/teams/v${JSON_SCHEMA_VERSION}/MicrosoftTeams.Localization.schema.json`;

/** Icon files in public/ (the build copies them to the site root); scripts/make-icons.mjs renders them. */
export const ICONS = {
  small: { 16: 'icon-16.png', 32: 'icon-32.png', 80: 'icon-80.png' },
  standard: 'icon-64.png',
  highResolution: 'icon-128.png',
  color: 'icon-color-192.png',
  outline: 'icon-outline-32.png',
};

/**
 * The ten interface languages of SPEC §9, English first (the default). `culture` is the XML manifest's
 * locale (Office matches full culture names); the JSON manifest uses the language tag.
 * tagline ≤ 80 characters (JSON short description), description ≤ 250, labels ≤ 64.
 */
const NAME = 'Plume';

export const LANGUAGES = [
  {
    tag: 'en',
    culture: 'en-US',
    tagline: 'AI email assistant: replies, summaries, writing help',
    description: 'AI email assistant: reply templates, summaries, compose, correct and reformulate.',
    open: 'Open Plume',
    readTip: 'Reply templates and summaries for this email.',
    composeTip: 'Generate, correct or reformulate this email.',
  },
  {
    tag: 'es',
    culture: 'es-ES',
    tagline: 'Asistente de correo con IA: respuestas, resúmenes, redacción',
    description:
      'Asistente de correo con IA: plantillas de respuesta, resúmenes, redacción, corrección y reformulación.',
    open: 'Abrir Plume',
    readTip: 'Plantillas de respuesta y resúmenes para este correo.',
    composeTip: 'Generar, corregir o reformular este correo.',
  },
  {
    tag: 'fr',
    culture: 'fr-FR',
    tagline: 'Assistant email IA : réponses, synthèses, rédaction',
    description:
      'Assistant email IA : modèles de réponse, synthèses, rédaction, correction et reformulation.',
    open: 'Ouvrir Plume',
    readTip: 'Modèles de réponse et synthèses pour cet email.',
    composeTip: 'Générer, corriger ou reformuler cet email.',
  },
  {
    tag: 'de',
    culture: 'de-DE',
    tagline: 'KI-E-Mail-Assistent: Antworten, Zusammenfassungen, Schreiben',
    description:
      'KI-E-Mail-Assistent: Antwortvorlagen, Zusammenfassungen, Verfassen, Korrigieren und Umformulieren.',
    open: 'Plume öffnen',
    readTip: 'Antwortvorlagen und Zusammenfassungen für diese E-Mail.',
    composeTip: 'Diese E-Mail verfassen, korrigieren oder umformulieren.',
  },
  {
    tag: 'pt',
    culture: 'pt-BR',
    tagline: 'Assistente de e-mail com IA: respostas, resumos, redação',
    description:
      'Assistente de e-mail com IA: modelos de resposta, resumos, redação, correção e reformulação.',
    open: 'Abrir o Plume',
    readTip: 'Modelos de resposta e resumos para este e-mail.',
    composeTip: 'Gerar, corrigir ou reformular este e-mail.',
  },
  {
    tag: 'it',
    culture: 'it-IT',
    tagline: 'Assistente email con IA: risposte, riepiloghi, scrittura',
    description:
      'Assistente email con IA: modelli di risposta, riepiloghi, composizione, correzione e riformulazione.',
    open: 'Apri Plume',
    readTip: 'Modelli di risposta e riepiloghi per questa email.',
    composeTip: 'Genera, correggi o riformula questa email.',
  },
  {
    tag: 'nl',
    culture: 'nl-NL',
    tagline: 'AI-e-mailassistent: antwoorden, samenvattingen, schrijven',
    description:
      'AI-e-mailassistent: antwoordsjablonen, samenvattingen, opstellen, corrigeren en herformuleren.',
    open: 'Plume openen',
    readTip: 'Antwoordsjablonen en samenvattingen voor deze e-mail.',
    composeTip: 'Deze e-mail opstellen, corrigeren of herformuleren.',
  },
  {
    tag: 'ru',
    culture: 'ru-RU',
    tagline: 'ИИ-помощник для почты: ответы, сводки, написание писем',
    description:
      'ИИ-помощник для электронной почты: шаблоны ответов, сводки, составление, исправление и перефразирование писем.',
    open: 'Открыть Plume',
    readTip: 'Шаблоны ответов и сводки для этого письма.',
    composeTip: 'Составить, исправить или перефразировать это письмо.',
  },
  {
    tag: 'ja',
    culture: 'ja-JP',
    tagline: 'AI メール アシスタント: 返信、要約、文章作成',
    description: 'AI メール アシスタント: 返信テンプレート、要約、メールの作成・校正・言い換え。',
    open: 'Plume を開く',
    readTip: 'このメールの返信テンプレートと要約。',
    composeTip: 'このメールを作成、校正、または言い換えます。',
  },
  {
    tag: 'zh',
    culture: 'zh-CN',
    tagline: 'AI 邮件助手：回复、摘要、写作',
    description: 'AI 邮件助手：回复模板、摘要，以及撰写、校对和改写邮件。',
    open: '打开 Plume',
    readTip: '此邮件的回复模板和摘要。',
    composeTip: '生成、校对或改写此邮件。',
  },
].map((language) => ({ name: NAME, ...language }));

const [DEFAULT, ...OTHERS] = LANGUAGES;

function packageVersion() {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return version;
}

function origin(value, variable) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:')
    throw new Error(`${variable} must use https (Office loads add-ins over HTTPS only)`);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${variable} must be an origin without a path (the add-in is served at the site root)`);
  }
  return url.origin;
}

/**
 * Where the add-in lives, from the build's environment: PLUME_PUBLIC_URL (the add-in's HTTPS origin),
 * VITE_API_BASE_URL (the backend; empty → same origin) and VITE_FIREBASE_AUTH_DOMAIN (sign-in).
 */
export function manifestConfig(env = {}) {
  const publicUrl = origin(env.PLUME_PUBLIC_URL || DEV_PUBLIC_URL, 'PLUME_PUBLIC_URL');
  const apiUrl = env.VITE_API_BASE_URL ? origin(env.VITE_API_BASE_URL, 'VITE_API_BASE_URL') : publicUrl;
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN || DEV_FIREBASE_AUTH_DOMAIN;
  return {
    publicUrl,
    version: packageVersion(),
    // The add-in's own pages, its backend, Firebase sign-in and Microsoft sign-in (nested app auth).
    appDomains: [
      ...new Set([
        publicUrl,
        apiUrl,
        origin(`https://${authDomain}`, 'VITE_FIREBASE_AUTH_DOMAIN'),
        MICROSOFT_LOGIN,
      ]),
    ],
    privacyUrl: env.PLUME_PRIVACY_URL ? new URL(env.PLUME_PRIVACY_URL).href : `${publicUrl}/`,
    termsUrl: env.PLUME_TERMS_URL ? new URL(env.PLUME_TERMS_URL).href : `${publicUrl}/`,
  };
}

export const pageUrl = (config, mode) => `${config.publicUrl}/?mode=${mode}`;
export const iconUrl = (config, file) => `${config.publicUrl}/${file}`;

const escapeXml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A localizable XML value: DefaultValue in English, one Override per other language. */
function localized(tag, key, indent, prefix = '') {
  const pad = ' '.repeat(indent);
  const overrides = OTHERS.map(
    (language) =>
      `${pad}  <${prefix}Override Locale="${language.culture}" Value="${escapeXml(language[key])}"/>`,
  );
  return [
    `${pad}<${tag} DefaultValue="${escapeXml(DEFAULT[key])}">`,
    ...overrides,
    `${pad}</${tag.split(' ')[0]}>`,
  ];
}

function xmlCommandSurface(surface, id, tipId, urlId) {
  const pad = ' '.repeat(12);
  return `${pad}<ExtensionPoint xsi:type="${surface}">
${pad}  <OfficeTab id="TabDefault">
${pad}    <Group id="plume${id}Group">
${pad}      <Label resid="groupLabel"/>
${pad}      <Control xsi:type="Button" id="plume${id}Button">
${pad}        <Label resid="openLabel"/>
${pad}        <Supertip>
${pad}          <Title resid="openLabel"/>
${pad}          <Description resid="${tipId}"/>
${pad}        </Supertip>
${pad}        <Icon>
${pad}          <bt:Image size="16" resid="icon16"/>
${pad}          <bt:Image size="32" resid="icon32"/>
${pad}          <bt:Image size="80" resid="icon80"/>
${pad}        </Icon>
${pad}        <Action xsi:type="ShowTaskpane">
${pad}          <SourceLocation resid="${urlId}"/>
${pad}          <SupportsPinning>true</SupportsPinning>
${pad}        </Action>
${pad}      </Control>
${pad}    </Group>
${pad}  </OfficeTab>
${pad}</ExtensionPoint>`;
}

/** The XML add-in manifest (OfficeApp MailApp, VersionOverrides 1.1 for pinning). */
export function renderXml(config) {
  const url = (path) => escapeXml(`${config.publicUrl}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated from scripts/lib/manifest.mjs by scripts/manifest.mjs (this development copy: its dev
     option): edit the model, not this file. Read surface → ?mode=read, compose surface → ?mode=compose. -->
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
           xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
           xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
           xmlns:mailappor="http://schemas.microsoft.com/office/mailappversionoverrides/1.0"
           xsi:type="MailApp">
  <Id>${ADDIN_ID}</Id>
  <Version>${config.version}.0</Version>
  <ProviderName>${NAME}</ProviderName>
  <DefaultLocale>${DEFAULT.culture}</DefaultLocale>
${localized('DisplayName', 'name', 2).join('\n')}
${localized('Description', 'description', 2).join('\n')}
  <IconUrl DefaultValue="${url(`/${ICONS.standard}`)}"/>
  <HighResolutionIconUrl DefaultValue="${url(`/${ICONS.highResolution}`)}"/>
  <SupportUrl DefaultValue="${url('/')}"/>
  <AppDomains>
${config.appDomains.map((domain) => `    <AppDomain>${escapeXml(domain)}</AppDomain>`).join('\n')}
  </AppDomains>
  <Hosts>
    <Host Name="Mailbox"/>
  </Hosts>
  <Requirements>
    <Sets>
      <Set Name="Mailbox" MinVersion="${MAILBOX_MIN_VERSION}"/>
    </Sets>
  </Requirements>
  <FormSettings>
    <Form xsi:type="ItemRead">
      <DesktopSettings>
        <SourceLocation DefaultValue="${url('/?mode=read')}"/>
        <RequestedHeight>450</RequestedHeight>
      </DesktopSettings>
    </Form>
    <Form xsi:type="ItemEdit">
      <DesktopSettings>
        <SourceLocation DefaultValue="${url('/?mode=compose')}"/>
      </DesktopSettings>
    </Form>
  </FormSettings>
  <Permissions>ReadWriteItem</Permissions>
  <Rule xsi:type="RuleCollection" Mode="Or">
    <Rule xsi:type="ItemIs" ItemType="Message" FormType="Read"/>
    <Rule xsi:type="ItemIs" ItemType="Message" FormType="Edit"/>
  </Rule>
  <DisableEntityHighlighting>false</DisableEntityHighlighting>
  <VersionOverrides xmlns="http://schemas.microsoft.com/office/mailappversionoverrides" xsi:type="VersionOverridesV1_0">
    <VersionOverrides xmlns="http://schemas.microsoft.com/office/mailappversionoverrides/1.1" xsi:type="VersionOverridesV1_1">
      <Requirements>
        <bt:Sets DefaultMinVersion="${MAILBOX_MIN_VERSION}">
          <bt:Set Name="Mailbox"/>
        </bt:Sets>
      </Requirements>
      <Hosts>
        <Host xsi:type="MailHost">
          <DesktopFormFactor>
${xmlCommandSurface('MessageReadCommandSurface', 'Read', 'readTip', 'readUrl')}
${xmlCommandSurface('MessageComposeCommandSurface', 'Compose', 'composeTip', 'composeUrl')}
          </DesktopFormFactor>
        </Host>
      </Hosts>
      <Resources>
        <bt:Images>
${Object.entries(ICONS.small)
  .map(([size, file]) => `          <bt:Image id="icon${size}" DefaultValue="${url(`/${file}`)}"/>`)
  .join('\n')}
        </bt:Images>
        <bt:Urls>
          <bt:Url id="readUrl" DefaultValue="${url('/?mode=read')}"/>
          <bt:Url id="composeUrl" DefaultValue="${url('/?mode=compose')}"/>
        </bt:Urls>
        <bt:ShortStrings>
          <bt:String id="groupLabel" DefaultValue="${NAME}"/>
${localized('bt:String id="openLabel"', 'open', 10, 'bt:').join('\n')}
        </bt:ShortStrings>
        <bt:LongStrings>
${localized('bt:String id="readTip"', 'readTip', 10, 'bt:').join('\n')}
${localized('bt:String id="composeTip"', 'composeTip', 10, 'bt:').join('\n')}
        </bt:LongStrings>
      </Resources>
    </VersionOverrides>
  </VersionOverrides>
</OfficeApp>
`;
}

const SURFACES = [
  { context: 'mailRead', mode: 'read', id: 'Read', tip: 'readTip' },
  { context: 'mailCompose', mode: 'compose', id: 'Compose', tip: 'composeTip' },
];

/** The control of ribbon `index`, as the localization files address it. */
const controlPath = (index) => `extensions[0].ribbons[${index}].tabs[0].groups[0].controls[0]`;

/**
 * The unified app manifest. `iconDir` is where the color/outline icons sit relative to manifest.json;
 * `localized` adds the nine other languages (their files come from localizationFiles()).
 */
export function renderJson(config, { iconDir = '', localized = true } = {}) {
  const icons = (files) =>
    Object.entries(files).map(([size, file]) => ({ size: Number(size), url: iconUrl(config, file) }));
  return {
    $schema: JSON_SCHEMA,
    id: ADDIN_ID,
    manifestVersion: JSON_SCHEMA_VERSION,
    version: config.version,
    name: { short: NAME, full: NAME },
    description: { short: DEFAULT.tagline, full: DEFAULT.description },
    developer: {
      name: NAME,
      websiteUrl: `${config.publicUrl}/`,
      privacyUrl: config.privacyUrl,
      termsOfUseUrl: config.termsUrl,
    },
    icons: { outline: `${iconDir}${ICONS.outline}`, color: `${iconDir}${ICONS.color}` },
    accentColor: ACCENT_COLOR,
    localizationInfo: {
      defaultLanguageTag: DEFAULT.tag,
      ...(localized && {
        additionalLanguages: OTHERS.map((language) => ({
          languageTag: language.tag,
          file: localizationFileName(language.tag),
        })),
      }),
    },
    // ReadWriteItem in the XML manifest: the add-in reads the open item and inserts into it.
    authorization: {
      permissions: { resourceSpecific: [{ name: 'MailboxItem.ReadWrite.User', type: 'Delegated' }] },
    },
    validDomains: config.appDomains.map((domain) => new URL(domain).host),
    extensions: [
      {
        requirements: {
          scopes: ['mail'],
          capabilities: [{ name: 'Mailbox', minVersion: MAILBOX_MIN_VERSION }],
        },
        runtimes: SURFACES.map((surface) => ({
          id: `plume${surface.id}Runtime`,
          type: 'general',
          code: { page: pageUrl(config, surface.mode) },
          lifetime: 'short',
          actions: [{ id: `open${surface.id}Pane`, type: 'openPage', pinnable: true }],
        })),
        ribbons: SURFACES.map((surface) => ({
          contexts: [surface.context],
          tabs: [
            {
              builtInTabId: 'TabDefault',
              groups: [
                {
                  id: `plume${surface.id}Group`,
                  label: NAME,
                  icons: icons(ICONS.small),
                  controls: [
                    {
                      id: `plume${surface.id}Button`,
                      type: 'button',
                      label: DEFAULT.open,
                      icons: icons(ICONS.small),
                      supertip: { title: DEFAULT.open, description: DEFAULT[surface.tip] },
                      actionId: `open${surface.id}Pane`,
                    },
                  ],
                },
              ],
            },
          ],
        })),
      },
    ],
  };
}

export const localizationFileName = (tag) => `manifest-locales/${tag}.json`;

/** One localization file per language other than English: { path relative to manifest.json → content }. */
export function localizationFiles() {
  return Object.fromEntries(
    OTHERS.map((language) => {
      const strings = {
        $schema: LOCALIZATION_SCHEMA,
        'name.short': NAME,
        'name.full': NAME,
        'description.short': language.tagline,
        'description.full': language.description,
      };
      SURFACES.forEach((surface, index) => {
        strings[`${controlPath(index)}.label`] = language.open;
        strings[`${controlPath(index)}.supertip.title`] = language.open;
        strings[`${controlPath(index)}.supertip.description`] = language[surface.tip];
      });
      return [localizationFileName(language.tag), strings];
    }),
  );
}
