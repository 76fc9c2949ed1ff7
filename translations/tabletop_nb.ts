<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en_GB">
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} — Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default names for the seats, one per line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop saves (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop saves (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version of Tabletop cannot show that game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was found. Do you want to continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Four card games at one computer: Supertrumf Fantasy, Storma slottet!, Riftforce and Ordet fanger.&lt;/p&gt;&lt;p&gt;Play with friends taking turns, or against the computer.&lt;/p&gt;&lt;p&gt;Text is set in DejaVu Sans (Bitstream Vera licence).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number deals the same cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules text for this game is missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Tabletop</source>
        <extracomment>animation speed factors offered in the View menu (key -&gt; factor; 0 = off)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four card games at one computer — take turns with friends or play against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Warlord</source>
        <extracomment>Swedish display names of the properties (as printed on the cards).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archmage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Necromancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elf queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elf warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarf king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarf smith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skeleton warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orc chieftain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Griffin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea serpent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holy sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle axe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elixir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring of wisdom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crystal ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven-league boots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying carpet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poisoned dagger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knife in the back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>Classic (2–4 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightning duel (2 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a property, play your best figure — and beware the super-trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend your royal house and storm your opponent&apos;s castle with cards and dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft four guilds of elementals and fight for the five locations of the Rift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2–6 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching symbols start a duel: be the first to name an example of your opponent&apos;s category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The file is not a valid save (not JSON: {detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Tabletop save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save has no valid format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save was written by a newer version of Tabletop (format {version}; this version reads up to {supported}). Please update Tabletop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown save format version {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save is for an unknown game ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game {game} is not available in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s options are missing or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s seed is missing or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is missing or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s metadata is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s game options are invalid: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number} in the save is damaged: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number} in the save is not legal in that position: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a valid save (not text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House cards cannot attack ({card}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has the same suit as the target; cards of the target&apos;s suit cannot attack it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers have no suit and cannot be exchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House cards can never be exchanged ({card}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Joker can heal only a card with 10 or fewer points remaining ({points} remain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House cards cannot heal ({card}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot heal {target}: number cards heal only cards of their own suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card, not {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown heal target {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card to heal there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no damage to heal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List each card once, in increasing order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cards must share one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose which damage to remove with the heal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no heal value to spend now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no suit {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {suit} house is already taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sjukstuga is occupied; retreat needs it empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This heal move is healing the other card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List each damage entry once, in increasing order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such damage entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen damage ({total}) exceeds the heal value ({value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may pass only when no move is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards cannot be put out now: a property must be named first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards cannot be put out during the mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A property can only be named by the leader at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown property {prop}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mulligan is only possible before the first round of Blixtduell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mulligan choice must be yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play must list card ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put out one card, or one figure and one object ({count} given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card cannot be put out twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two figure cards cannot be put out together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two object cards cannot be put out together (super-trumps count as objects).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Strength</source>
        <extracomment>Property ids in the deck&apos;s column order; stable, used in actions and saves. English display names (translation sources) of the properties.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
