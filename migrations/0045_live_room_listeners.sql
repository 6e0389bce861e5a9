-- Which chat rooms' live channels a member opened a socket on, so that a session that ends has
-- its sockets closed there too (docs/decisions/0047). No foreign key on user_id: the rows outlive
-- an account's deletion until the sweep after it has closed its sockets.
CREATE TABLE `live_room_listeners` (
	`user_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `room_id`),
	FOREIGN KEY (`room_id`) REFERENCES `chat_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
