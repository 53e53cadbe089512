import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../lib/format';
import { useState } from 'react';
import { Box, Button, Card, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { InfoPageLayout } from './InfoPageLayout';
import { blogPosts, type BlogPost } from './blog.posts';
import type { PageMetaProps } from '../../components/meta/PageMeta';


function BlogPostCard({ post }: { post: BlogPost }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const [expanded, setExpanded] = useState(false);
  const bodyId = `blog-post-body-${post.slug}`;
  const titleId = `blog-post-title-${post.slug}`;

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap={3}>
        <Card.Title as="h2" id={titleId} fontSize="2xl">
          {i18n._(post.title)}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={post.date}>{format.date(post.date)}</time> · {i18n._(post.author)}
        </Text>
        <Text fontSize="lg">{i18n._(post.excerpt)}</Text>
        <Box id={bodyId} hidden={!expanded}>
          <Stack gap={3} lineHeight="tall">
            {post.body.map((paragraph) => (
              <Text key={paragraph.id}>{i18n._(paragraph)}</Text>
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
            {expanded ? t`Show less` : t`Read more`}
            <VisuallyHidden>: {i18n._(post.title)}</VisuallyHidden>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Blog`,
  description: msg`News and stories from Mainstreet and the local shops that sell on it.`,
  canonicalPath: '/blog',
};

export default function BlogPage() {
  // Newest first, the usual order for a blog.
  const { t } = useLingui();
  const posts = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <InfoPageLayout
      title={t`Blog`}
      lead={t`News from Mainstreet, stories from the local businesses that sell here, and notes on how the marketplace works.`}
    >
      <Stack gap={6}>
        {posts.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </Stack>
    </InfoPageLayout>
  );
}
