import { describe, expect, it } from 'vitest';
import { officeStub, STUB_REST_URL, type StubScenario } from './officeStub';
import { newContext, signInFr, useSignedInStack, visible, webUrl } from './support';

/** Graph-shaped REST v2.0 messages (PascalCase), newest first to prove the client sorts them. */
const restThread = {
  value: [
    {
      Subject: 'Re: Budget Q3',
      From: { EmailAddress: { Address: 'alice@example.com' } },
      Sender: { EmailAddress: { Address: 'alice@example.com' } },
      Body: { ContentType: 'Text', Content: 'Second message' },
      ReceivedDateTime: '2026-11-20T10:00:00Z',
    },
    {
      Subject: 'Budget Q3',
      From: { EmailAddress: { Address: 'bob@example.com' } },
      Sender: { EmailAddress: { Address: 'bob@example.com' } },
      Body: { ContentType: 'Text', Content: 'First message' },
      ReceivedDateTime: '2026-11-19T10:00:00Z',
    },
  ],
};

describe('the email context in Outlook (Office host stub)', () => {
  const { account, browser } = useSignedInStack('email');

  async function open(scenario: StubScenario | null, query = '') {
    const restCalls: URL[] = [];
    const context = await newContext(
      browser(),
      'fr-FR',
      scenario ? officeStub(scenario) : undefined,
      (url) => {
        if (!url.href.startsWith(`${STUB_REST_URL}/v2.0/me/messages`)) return null;
        restCalls.push(url);
        return { status: 200, json: restThread };
      },
    );
    const page = await context.newPage();
    await page.goto(`${webUrl}/${query}`);
    await signInFr(page, account.email, account.password);
    await visible(page, "Contexte de l'Email");
    return { page, restCalls };
  }

  it('dev mode shows the sample email, split from its quoted history', async () => {
    const { page } = await open(null);
    await visible(page, 'Re: Préparation de la réunion de lancement');
    await visible(page, 'claire.martin@example.com');
    const preview = page.getByRole('region', { name: 'Aperçu du Contenu' });
    expect(await preview.innerText()).toContain('Claire Martin');
    expect(await preview.innerText()).not.toContain('Envoyé :');
  });

  it('reads the open message, its thread through REST v2.0, and collapses after 5 s', async () => {
    const { page, restCalls } = await open({
      item: {
        subject: 'Budget Q3',
        from: 'alice@example.com',
        body: 'Merci Bob.\n\nLe lun. 16 nov. 2026 à 09:12, Bob <bob@example.com> a écrit :\n> Voici le budget.',
        conversationId: 'AAQkADconv',
      },
      restToken: 'rest-token',
    });
    await visible(page, 'Budget Q3');
    const preview = page.getByRole('region', { name: 'Aperçu du Contenu' });
    expect((await preview.innerText()).trim()).toBe('Merci Bob.');
    expect(restCalls).toHaveLength(1);
    expect(restCalls[0]!.searchParams.get('$filter')).toBe("ConversationId eq 'AAQkADconv'");
    await page.getByRole('button', { name: 'Afficher le contenu' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Budget Q3').count()).toBe(0);
    await page.getByRole('button', { name: 'Afficher le contenu' }).click();
    await visible(page, 'Budget Q3');
  });

  it('follows the selected item in a pinned pane', async () => {
    const { page } = await open({ item: { subject: 'Premier', from: 'a@example.com', body: 'Un' } });
    await visible(page, 'Premier');
    await page.evaluate(() =>
      (window as unknown as { __plumeSelect(item: object): void }).__plumeSelect({
        subject: 'Second',
        from: 'b@example.com',
        body: 'Deux',
      }),
    );
    await visible(page, 'Second');
    expect(await page.getByText('Premier').count()).toBe(0);
  });

  it('9018 on the body: corporate warning and the body placeholder', async () => {
    const { page } = await open({
      item: { subject: 'Confidentiel', from: 'c@example.com', bodyError: 9018 },
    });
    await visible(page, 'Corporate security policy detected. Some features may be limited.');
    await visible(page, 'Email body unavailable in corporate environment');
  });

  it('9018 on the thread token: corporate warning, the email itself still shows', async () => {
    const { page, restCalls } = await open({
      item: { subject: 'Fil bloqué', from: 'd@example.com', body: 'Corps', conversationId: 'AAQkADx' },
      restToken: { error: 9018 },
    });
    await visible(page, 'Fil bloqué');
    await visible(page, 'Corporate security policy detected. Some features may be limited.');
    expect(restCalls).toHaveLength(0);
  });

  it('no item selected: the empty state and its refresh button', async () => {
    const { page } = await open({ item: null });
    await visible(page, 'No email selected or email context unavailable');
    await visible(page, 'Aucun email sélectionné');
    await page.getByRole('button', { name: 'Actualiser le contexte' }).waitFor();
  });

  it('a hung load times out after 15 s', async () => {
    const { page } = await open({ item: { subject: 'Jamais', hang: true } });
    await visible(page, "Chargement du contenu de l'email...");
    await visible(page, 'Loading email timed out. Please try again.', 25_000);
  });
});
