import { useState } from 'react';
import { Box, Button, Card, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { InfoPageLayout } from './InfoPageLayout';
import { blogPosts, type BlogPost } from './blog.posts';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const dateFormatter = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

function BlogPostCard({ post }: { post: BlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = `blog-post-body-${post.slug}`;
  const titleId = `blog-post-title-${post.slug}`;

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap={3}>
        <Card.Title as="h2" id={titleId} fontSize="2xl">
          {post.title}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={post.date}>{dateFormatter.format(new Date(`${post.date}T00:00:00Z`))}</time> · {post.author}
        </Text>
        <Text fontSize="lg">{post.excerpt}</Text>
        <Box id={bodyId} hidden={!expanded}>
          <Stack gap={3} lineHeight="tall">
            {post.body.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
          </Stack>
        </Box>
        <Box>
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Read more'}
            <VisuallyHidden>: {post.title}</VisuallyHidden>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Blog',
  description: 'News and stories from Mainstreet and the local shops that sell on it.',
  canonicalPath: '/blog',
};

export default function BlogPage() {
  // Newest first, the usual order for a blog.
  const posts = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <InfoPageLayout
      title="Blog"
      lead="News from Mainstreet, stories from the local businesses that sell here, and notes on how the marketplace works."
    >
      <Stack gap={6}>
        {posts.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </Stack>
    </InfoPageLayout>
  );
}
