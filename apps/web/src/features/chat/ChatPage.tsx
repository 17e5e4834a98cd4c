import { Navigate, useParams } from 'react-router';
import { Conversation } from './Conversation';

/** `/chat/{id}`: the conversation with the member whose user id is in the path. */
export function ChatPage() {
  const userId = Number(useParams().id);
  if (!Number.isInteger(userId) || userId <= 0) return <Navigate to="/404" replace />;
  return (
    <section className="card chat-page">
      <Conversation key={userId} userId={userId} />
    </section>
  );
}
