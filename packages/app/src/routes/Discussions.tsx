import { DiscussionsScreen, DiscussionTopicScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../paths.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { useDiscussionTopic, useDiscussionTopics } from '../team/useDiscussions.ts';

/** Team › Discussions (issue 15): every topic of the employer, for everyone of it. */
export function Discussions() {
  return <DiscussionsScreen {...useDiscussionTopics()} topicHref={paths.discussionTopic} />;
}

/** A topic's page, with its replies and the Reply form. */
export function DiscussionTopicPage() {
  const { topicId = '' } = useParams();
  // Another topic's page starts afresh: its own replies, its own forms.
  return <TopicOf key={topicId} topicId={topicId} />;
}

function TopicOf({ topicId }: { topicId: string }) {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const topic = useDiscussionTopic(topicId, () => navigate(paths.discussions));
  return (
    <DiscussionTopicScreen
      {...topic}
      isAdmin={user?.role === 'admin'}
      userId={user?.id ?? ''}
      allTopicsHref={paths.discussions}
    />
  );
}
