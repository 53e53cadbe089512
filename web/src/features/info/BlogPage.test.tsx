import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-with-providers.test-util';
import BlogPage from './BlogPage';
import { blogPosts } from './blog.posts';

describe('BlogPage', () => {
  it('lists 4 to 6 dated posts, newest first', () => {
    renderPage(<BlogPage />, { route: '/blog', path: '/blog' });
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBeGreaterThanOrEqual(4);
    expect(articles.length).toBeLessThanOrEqual(6);
    const dates = articles.map((article) => article.querySelector('time')!.getAttribute('dateTime')!);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date >= '2024-01-01' && date <= '2026-12-31').toBe(true);
  });

  it('expands a post to show its body on the same page, and collapses it again', async () => {
    const user = userEvent.setup();
    renderPage(<BlogPage />, { route: '/blog', path: '/blog' });
    const post = blogPosts.find((candidate) => candidate.slug === 'why-we-built-mainstreet')!;
    const article = screen.getByRole('article', { name: post.title.message! });
    const firstParagraph = within(article).getByText(post.body[0].message!);
    expect(firstParagraph).not.toBeVisible();

    const toggle = within(article).getByRole('button', { name: /Read more/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(firstParagraph).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(/Show less/);

    await user.click(toggle);
    expect(firstParagraph).not.toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog');
  });
});
