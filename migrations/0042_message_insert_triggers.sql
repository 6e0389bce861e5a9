-- A stored message moves its conversation's newest message and marks it read for its sender (in
-- the conversation, or in the room whose conversation it is). These were two statements in every
-- send's batch (docs/decisions/0024); as a trigger they run inside the insert itself, only when a
-- row is inserted (a repeated clientId inserts nothing and moves nothing), and every path that
-- stores a message keeps the three in step.
CREATE TRIGGER messages_after_insert AFTER INSERT ON messages BEGIN
  UPDATE conversations SET last_message_id = new.id, last_message_at = new.created_at
    WHERE id = new.conversation_id AND coalesce(last_message_id, 0) < new.id;
  UPDATE conversation_members SET last_read_message_id = max(last_read_message_id, new.id)
    WHERE conversation_id = new.conversation_id AND user_id = new.sender_id;
  UPDATE chat_room_members SET last_read_message_id = max(last_read_message_id, new.id)
    WHERE user_id = new.sender_id AND room_id = (SELECT id FROM chat_rooms WHERE conversation_id = new.conversation_id);
END;
