import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface FeedbackCount {
  readonly contentId: string;
  readonly yes: number;
  readonly no: number;
}

const feedbackFor = async (request: APIRequestContext, contentId: string): Promise<FeedbackCount> => {
  const counts = (await (await request.get('/sandbox/control/help-feedback')).json()) as FeedbackCount[];
  return counts.find((count) => count.contentId === contentId) ?? { contentId, yes: 0, no: 0 };
};

test(`a player searches the help centre, opens an article from the suggestions and says it helped`, async ({ page, request }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposits and withdrawals' })).toBeVisible();

  // HELP-01: suggestions once typing pauses, a listbox the keyboard moves through.
  const box = page.getByRole('combobox', { name: 'Search the help centre' });
  await box.fill('withdrawal');
  const suggestions = page.getByRole('listbox', { name: 'Suggested articles' });
  await expect(suggestions.getByRole('option', { name: 'How long does a withdrawal take?' })).toBeVisible();
  await box.press('Escape');
  await expect(suggestions).toBeHidden();

  // Enter: the results page, with breadcrumbs and the term highlighted (HELP-03, HELP-05).
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help\/search-content\?searchTerm=withdrawal$/);
  await expect(page.getByRole('heading', { name: 'Results for “withdrawal”', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Help centre.*Search results/);
  const result = page.getByRole('link', { name: 'How long does a withdrawal take?' });
  await expect(result.locator('mark')).toHaveText('withdrawal');
  await expect(page.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact-us');

  // HELP-04: the article's feedback, stored by the platform.
  const before = await feedbackFor(request, 'help-payments-withdrawal-times');
  await result.click();
  await expect(page).toHaveURL(/\/help\/payments\/withdrawal-times$/);
  await expect(page.getByRole('heading', { name: 'How long does a withdrawal take?', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect.poll(async () => (await feedbackFor(request, 'help-payments-withdrawal-times')).yes).toBe(before.yes + 1);
});

test('@mobile an answer that did not help gives way to the ways to reach support', async ({ page }) => {
  await page.goto('/help/bonuses/wagering-requirements');
  await expect(page.getByRole('heading', { name: 'What are wagering requirements?', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Help centre.*Bonuses and promotions.*What are wagering requirements\?/);
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await expect(page.getByText('Sorry this did not help. Our support team can answer your question.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send us a message' })).toBeVisible();
});

test('a search term with markup and pattern characters shows as text, with the no-results panel', async ({ page }) => {
  await page.goto(`/help/search-content?searchTerm=${encodeURIComponent('<b>(x')}`);
  await expect(page.getByRole('heading', { name: 'Results for “<b>(x”', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No articles match “<b>(x”' })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Search the help centre' })).toHaveValue('<b>(x');
});

test('the help centre reads in Spanish', async ({ page }) => {
  await page.goto('/help/search-content?searchTerm=dep%C3%B3sito&lang=es');
  await expect(page.getByRole('heading', { name: 'Resultados para «depósito»', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Cómo hago un depósito?' }).locator('mark')).toHaveText('depósito');
});
