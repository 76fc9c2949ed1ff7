<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>EndPanel</name>
    <message numerus="yes">
        <source>Match after %n game(s): {score}</source>
        <translation>
            <numerusform>Match after %n game: {score}</numerusform>
            <numerusform>Match after %n games: {score}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message numerus="yes">
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n spectator watching</numerusform>
            <numerusform>%n spectators watching</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The %n move(s) made so far will be lost unless you saved the game.</source>
        <translation>
            <numerusform>The move made so far will be lost unless you saved the game.</numerusform>
            <numerusform>The %n moves made so far will be lost unless you saved the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdetOptionsWidget</name>
    <message numerus="yes">
        <source>a fixed category for %n seat(s)</source>
        <translation>
            <numerusform>a fixed category for %n seat</numerusform>
            <numerusform>a fixed category for %n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdetTable</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n set aside</numerusform>
            <numerusform>%n set aside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdetWords</name>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiftforcePlurals</name>
    <message numerus="yes">
        <source>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</source>
        <translation>
            <numerusform>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</numerusform>
            <numerusform>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} takes %n damage ({total} in total).</source>
        <translation>
            <numerusform>{name}&apos;s {card} takes %n damage ({total} in total).</numerusform>
            <numerusform>{name}&apos;s {card} takes %n damage ({total} in total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} heals %n damage.</source>
        <translation>
            <numerusform>{name}&apos;s {card} heals %n damage.</numerusform>
            <numerusform>{name}&apos;s {card} heals %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n Riftforce {why} (now {total}).</source>
        <translation>
            <numerusform>{name} gains %n Riftforce {why} (now {total}).</numerusform>
            <numerusform>{name} gains %n Riftforce {why} (now {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n Riftforce!</source>
        <translation>
            <numerusform>{name} wins with %n Riftforce!</numerusform>
            <numerusform>{name} wins with %n Riftforce!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw with %n Riftforce each.</source>
        <translation>
            <numerusform>Draw with %n Riftforce each.</numerusform>
            <numerusform>Draw with %n Riftforce each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Riftforce</source>
        <translation>
            <numerusform>{name}: %n Riftforce</numerusform>
            <numerusform>{name}: %n Riftforce</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guild(s)</source>
        <translation>
            <numerusform>%n guild</numerusform>
            <numerusform>%n guilds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} checks and draws: controls location(s) {locations}.</source>
        <translation>
            <numerusform>{name} checks and draws: controls location {locations}.</numerusform>
            <numerusform>{name} checks and draws: controls locations {locations}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed with %n cards in hand: you need fewer than 7.</source>
        <translation>
            <numerusform>Not allowed with %n card in hand: you need fewer than 7.</numerusform>
            <numerusform>Not allowed with %n cards in hand: you need fewer than 7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StormaPlurals</name>
    <message numerus="yes">
        <source>{name} is dealt %n card(s).</source>
        <translation>
            <numerusform>{name} is dealt %n card.</numerusform>
            <numerusform>{name} is dealt %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s) for new trophies.</source>
        <translation>
            <numerusform>{name} draws %n card for new trophies.</numerusform>
            <numerusform>{name} draws %n cards for new trophies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} draws %n card.</numerusform>
            <numerusform>{name} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n card(s): {cards}.</source>
        <translation>
            <numerusform>{name} exchanges %n card: {cards}.</numerusform>
            <numerusform>{name} exchanges %n cards: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card(s)).</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile (%n card).</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile (%n cards).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StormaTable</name>
    <message numerus="yes">
        <source>{name}: %n trophy(ies), {standing} of 3 house cards standing</source>
        <translation>
            <numerusform>{name}: %n trophy, {standing} of 3 house cards standing</numerusform>
            <numerusform>{name}: %n trophies, {standing} of 3 house cards standing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trophy(ies)</source>
        <translation>
            <numerusform>%n trophy</numerusform>
            <numerusform>%n trophies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n card(s)</source>
        <translation>
            <numerusform>Exchange %n card</numerusform>
            <numerusform>Exchange %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupertrumfTable</name>
    <message numerus="yes">
        <source>{name}: keep your hand, or discard it and draw %n card(s)?</source>
        <translation>
            <numerusform>{name}: keep your hand, or discard it and draw %n card?</numerusform>
            <numerusform>{name}: keep your hand, or discard it and draw %n cards?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} puts out %n card(s) face down.</source>
        <translation>
            <numerusform>{name} puts out %n card face down.</numerusform>
            <numerusform>{name} puts out %n cards face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the round and takes %n card(s).</source>
        <translation>
            <numerusform>{name} wins the round and takes %n card.</numerusform>
            <numerusform>{name} wins the round and takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tie! The cards go to the pot (%n card(s) in it).</source>
        <translation>
            <numerusform>Tie! The cards go to the pot (%n card in it).</numerusform>
            <numerusform>Tie! The cards go to the pot (%n cards in it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} draws %n card.</numerusform>
            <numerusform>{name} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds the last %n card(s) of the hand to the won cards.</source>
        <translation>
            <numerusform>{name} adds the last card of the hand to the won cards.</numerusform>
            <numerusform>{name} adds the last %n cards of the hand to the won cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} discards the hand and draws %n card(s).</source>
        <translation>
            <numerusform>{name} discards the hand and draws %n card.</numerusform>
            <numerusform>{name} discards the hand and draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n card(s)!</source>
        <translation>
            <numerusform>{name} wins with %n card!</numerusform>
            <numerusform>{name} wins with %n cards!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the win with %n card(s) each.</source>
        <translation>
            <numerusform>{names} share the win with %n card each.</numerusform>
            <numerusform>{names} share the win with %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n prize card(s) taken</source>
        <translation>
            <numerusform>{name}: %n prize card taken</numerusform>
            <numerusform>{name}: %n prize cards taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) won</source>
        <translation>
            <numerusform>{name}: %n card won</numerusform>
            <numerusform>{name}: %n cards won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize card(s) won</source>
        <translation>
            <numerusform>%n prize card won</numerusform>
            <numerusform>%n prize cards won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prize cards · %n left</source>
        <translation>
            <numerusform>Prize cards · %n left</numerusform>
            <numerusform>Prize cards · %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard, draw %n card(s)</source>
        <translation>
            <numerusform>Discard, draw %n card</numerusform>
            <numerusform>Discard, draw %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
