import { expect, test } from '@playwright/test';
import { XSS_CORPUS } from '../packages/domain/src/formatted-text/xss-corpus.ts';
import { oneLineText } from '../packages/domain/src/oneLineText.ts';
import { openMenuGroup, SAVED } from './leave-support.ts';
import {
  attachPdf,
  downloadsFile,
  expectCorpusVerdict,
  makeBold,
  signedUpAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
  watchForScripts,
} from './support.ts';

// Issue 15's journey, discussions: employee Ama starts a topic with a file and formatted content through
// the dialog; employee Kofi opens it and replies, making a word bold with Ctrl+B; Ama sees the reply and
// the bell's "New reply" item. Every entry of the XSS corpus goes through the API into a topic's title, its
// content and a reply's content: refused ones with their problem, accepted ones shown as their text on the
// topic's page. No dialog opens and no script error is thrown on any page.

const TITLE = 'Car sharing <b>from</b> the north side';
const CONTENT = 'Anyone driving in from **Northfield**? <img src=x onerror=alert(1)>';
const REPLY = 'I do, from the station, every morning.';

test('discussions: a topic with a file and formatted content, a reply with Ctrl+B, the author told; no script in any post runs', async ({
  request,
  browser,
}) => {
  test.setTimeout(480_000);
  const { token } = await signedUpAdministrator(request, 'forum-admin');
  const ama = await staffMemberWithAccount(request, token, 1, 'Ama', 'Owusu');
  const kofi = await staffMemberWithAccount(request, token, 2, 'Kofi', 'Boateng');

  // Through the API: each corpus entry as a topic's title and content and as a reply's content.
  const post = (path: string, data: Record<string, unknown>) =>
    request.post(`/api/team/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  const corpusTopics: string[] = [];
  for (const entry of XSS_CORPUS) {
    let answer = await post('create-discussion-topic', { title: entry.source, content: entry.source });
    await expectCorpusVerdict(answer, entry);
    if (entry.verdict === 'refused') {
      answer = await post('create-discussion-topic', { title: entry.source, content: '' });
      expect(answer.status(), entry.name).toBe(200);
    }
    const topicId = (await answer.json()).returnObject.id as string;
    corpusTopics.push(topicId);
    await expectCorpusVerdict(
      await post('create-discussion-reply', { topicId, content: entry.source }),
      entry,
    );
  }

  // Ama starts a topic through the dialog, with a PDF and formatted content.
  const amaDesk = await signInAsEmployee(browser, ama.email);
  const seenByAma: string[] = [];
  watchForScripts(amaDesk.page, seenByAma);
  const menu = amaDesk.page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Team');
  await menu.getByRole('link', { name: 'Discussions' }).click();
  await expect(amaDesk.page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible(SAVED);
  await amaDesk.page.getByRole('button', { name: 'New Topic' }).first().click();
  const dialog = amaDesk.page.getByRole('dialog', { name: 'New Topic' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await attachPdf(amaDesk.page, dialog, 'Northfield map.pdf');
  await dialog.getByRole('textbox', { name: 'Content' }).fill(CONTENT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  const topicLink = amaDesk.page.getByRole('link', { name: TITLE, exact: true });
  await expect(topicLink).toBeVisible(SAVED);

  // Kofi opens it from the list and replies, "every" made bold with the editor's shortcut.
  const kofiDesk = await signInAsEmployee(browser, kofi.email);
  const seenByKofi: string[] = [];
  watchForScripts(kofiDesk.page, seenByKofi);
  await kofiDesk.page.goto('/team/discussions');
  await kofiDesk.page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(kofiDesk.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(SAVED);
  const shownContent = kofiDesk.page.getByText(
    'Anyone driving in from Northfield? <img src=x onerror=alert(1)>',
  );
  await expect(shownContent).toBeVisible();
  await expect(shownContent.locator('strong')).toHaveText('Northfield');
  await downloadsFile(kofiDesk.page, TITLE, 'Northfield map.pdf');
  const replyForm = kofiDesk.page.getByRole('region', { name: 'Reply' });
  const replyContent = replyForm.getByRole('textbox', { name: /Content/ });
  await replyContent.fill(REPLY);
  await makeBold(kofiDesk.page, replyContent, 'every');
  await expect(replyContent).toHaveValue(REPLY.replace('every', '**every**'));
  await replyForm.getByRole('button', { name: 'Post Reply' }).click();
  await expect(replyForm.getByText('Reply posted.')).toBeVisible(SAVED);
  const replies = kofiDesk.page.getByRole('list', { name: 'Replies' });
  await expect(replies.getByText('I do, from the station, every morning.')).toBeVisible(SAVED);

  // Ama: the bell tells her, its item opens the topic, the reply is there with its bold word. The
  // bell refreshes each minute and on focus; coming back to the page (a reload) asks at once.
  await amaDesk.page.reload();
  const bell = amaDesk.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible(SAVED);
  await bell.click();
  await amaDesk.page.getByRole('menuitem', { name: `New reply: ${TITLE}` }).click();
  await expect(amaDesk.page).toHaveURL(/\/team\/discussions\/[0-9a-f-]{36}$/);
  const shownReply = amaDesk.page.getByRole('list', { name: 'Replies' }).getByText(REPLY);
  await expect(shownReply).toBeVisible(SAVED);
  await expect(shownReply.locator('strong')).toHaveText('every');
  await expect(amaDesk.page.getByRole('article', { name: /^Kofi Boateng · / })).toBeVisible();

  // Every corpus topic, opened: the title as typed (on one line), accepted content and reply as their text.
  for (const [index, entry] of XSS_CORPUS.entries()) {
    await kofiDesk.page.goto(`/team/discussions/${corpusTopics[index]}`);
    await expect(kofiDesk.page.getByRole('heading', { level: 1 }), entry.name).toHaveText(
      oneLineText(entry.source).trim(),
      SAVED,
    );
    if (entry.verdict !== 'shown-as-text') continue;
    await expect(kofiDesk.page.getByText(entry.shownText, { exact: true }).first(), entry.name).toBeVisible(
      SAVED,
    );
    const reply = kofiDesk.page.getByRole('list', { name: 'Replies' });
    await expect(reply.getByText(entry.shownText, { exact: true }).first(), entry.name).toBeVisible();
  }
  expect(seenByAma).toEqual([]);
  expect(seenByKofi).toEqual([]);
  await amaDesk.context.close();
  await kofiDesk.context.close();
});
