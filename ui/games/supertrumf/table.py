"""The Supertrumf Fantasy table (Klassisk and Blixtduell, 2–4 seats, any human/computer mix).

Maps the session's *view* (never the real state: hidden cards are ``None`` there, so they can
only be painted as backs) onto the generic table pieces: seats, piles, the banner, the dice and
the controls, laid out for the window's shape.  Events from the engine choose the animations
(where new cards come from, dice rolls, the reveal, sounds).  Drags, clicks and keys become
``NameProperty`` / ``Play`` / ``Mulligan`` actions in ``moves.SupertrumfMoves`` (``moves``); the
sentences (status, log, result) are in ``text``, the card faces in ``faces``.

Keys: ←/→ move the focus between your cards, Space selects, Enter puts out the selection
(or the focused card), Esc clears the selection, 1–5 name a property; in the mulligan 1 keeps
the hand and 2 discards it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from engine.core import Event
from engine.supertrumf import deck
from engine.supertrumf import events as ev
from engine.supertrumf.rules import Play
from engine.supertrumf.state import (
    BLIXTDUELL,
    MULLIGAN,
    NAME,
    OVER,
    PLAY,
    RoundReport,
    SupertrumfState,
)
from ui.games.supertrumf import hints, text
from ui.games.supertrumf import specs as specs_of
from ui.games.supertrumf.moves import SupertrumfMoves
from ui.games.supertrumf.text import property_name
from ui.session import Session
from ui.table import theme
from ui.table.card_item import CardItem
from ui.table.dice import DieItem
from ui.table.dragdrop import Drop
from ui.table.felt_table import FeltTable, status_prologue
from ui.table.plates import Banner, ButtonItem, NamePlate
from ui.table.scene import CardSpec
from ui.table.zones import Layout, Zone

#: relative seat positions around the table (0 = bottom, the viewer), per number of seats
POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}

HAND_SMALL = 0.5
HAND_BIG = 1.2
PILE_SCALE = 0.55
SLOT_SCALE = 0.86
#: the height of the top right corner the table keeps free for the ↶ button (scene units:
#: the button at 1024 × 600, where the table fills the window's height)
CORNER_H = 92.0
#: the pot's cards lie face up: a little bigger than a pile so the top card reads
POT_SCALE = 0.72


class SupertrumfTable(FeltTable):
    """The table widget: a scaled felt scene, the hand-over overlay and the game's controls."""

    session: Session
    #: the hand's focus ring shows whenever the person is to act, keyboard on the felt or not
    ring_needs_keyboard = False

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        #: the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)
        self.focus_index = 0
        self.moves = SupertrumfMoves(self)
        self._sources: dict[str, str] = {}
        self._roll_dice = False
        self.n = self.game.num_seats(session.state)
        self.variant = str(session.options.get("variant", "klassisk"))
        self._build()
        self.scene.cardClicked.connect(self.moves.card_clicked)
        self.view.keyPressed.connect(self.moves.key)
        self.view.resized.connect(self._view_resized)
        self.connect_session()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ construction
    def _build(self) -> None:
        sc = self.scene
        blitz = self.variant == BLIXTDUELL
        self.plates: list[NamePlate] = []
        for s in range(self.n):
            plate = NamePlate(s, 270.0)
            plate.setZValue(300)
            sc.addItem(plate)
            self.plates.append(plate)
            sc.add_zone(Zone(f"hand{s}", QRectF(), Layout.ROW, HAND_SMALL, framed=False))
            slot = sc.add_zone(Zone(f"slot{s}", QRectF(), Layout.ROW, SLOT_SCALE))
            slot.clicked.connect(self.moves.zone_clicked)
            pile = sc.add_zone(Zone(f"prize{s}" if blitz else f"won{s}", QRectF(),
                                    Layout.STACK, PILE_SCALE))
            pile.label_lines = 2  # "Berit" / "3 won" when the name is long
        sc.add_zone(Zone("draw", QRectF(), Layout.STACK, PILE_SCALE))
        if blitz:
            sc.add_zone(Zone("discard", QRectF(), Layout.STACK, PILE_SCALE))
        else:
            sc.add_zone(Zone("pot", QRectF(), Layout.STACK, POT_SCALE))
        self.banner = Banner(360.0)
        self.banner.setZValue(400)
        sc.addItem(self.banner)
        self.dice = [DieItem(54.0), DieItem(54.0)]
        for d in self.dice:
            d.setZValue(400)
            d.setVisible(False)
            sc.addItem(d)
        self.prop_buttons: list[ButtonItem] = []
        for i, p in enumerate(deck.PROPERTIES):
            b = ButtonItem(p, width=168.0)
            b.hint = str(i + 1)
            b.clicked.connect(self.moves.name_clicked)
            b.setVisible(False)
            sc.addItem(b)
            self.prop_buttons.append(b)
        self.play_button = ButtonItem("play", width=250.0)
        self.play_button.hint = "↵"
        self.play_button.clicked.connect(lambda _k: self.moves.play_selected())
        self.keep_button = ButtonItem("keep", width=250.0)
        self.keep_button.hint = "1"
        self.keep_button.clicked.connect(lambda _k: self.moves.mulligan(False))
        self.redraw_button = ButtonItem("redraw", width=330.0)
        self.redraw_button.hint = "2"
        self.redraw_button.clicked.connect(lambda _k: self.moves.mulligan(True))
        for b in (self.play_button, self.keep_button, self.redraw_button):
            b.setVisible(False)
            sc.addItem(b)
        self._layout_seats(self._bottom_seat())

    def _table_width(self) -> float:
        """The logical table width for the view's shape: as narrow as the seats allow when the
        window is narrow (cards then appear bigger), 1600 on wide screens."""
        vp = self.view.viewport()
        if vp.height() <= 0:
            return theme.SCENE_W
        narrowest = 1300.0 if self.n == 2 else 1500.0
        wanted = round(theme.SCENE_H * vp.width() / vp.height() / 10.0) * 10.0
        return max(narrowest, min(theme.SCENE_W, wanted))

    def _layout_seats(self, bottom: int) -> None:
        """Place each seat's plate, hand, slot and pile around the table, ``bottom`` at the
        bottom (the person at the screen), the others clockwise: left, top, right.

        Coordinates are for the full 1600-wide table; on a narrower one (``d`` less) the
        right-hand things move left by ``d`` and the middle ones by ``d / 2``."""
        self._bottom = bottom
        width = self._table_width()
        self._width = width
        self.scene.set_width(width)
        d = theme.SCENE_W - width

        def mid(x: float) -> float:
            return x - d / 2

        def right(x: float) -> float:
            return x - d

        blitz = self.variant == BLIXTDUELL
        names = POSITIONS[self.n]
        sc = self.scene
        for s in range(self.n):
            where = names[(s - bottom) % self.n]
            plate = self.plates[s]
            hand = sc.zone(f"hand{s}")
            slot = sc.zone(f"slot{s}")
            pile = sc.zone(f"prize{s}" if blitz else f"won{s}")
            slot_w, slot_h = 2 * theme.CARD_W * SLOT_SCALE + 30, theme.CARD_H * SLOT_SCALE + 16
            if where == "bottom":
                hand.card_scale = HAND_BIG
                hand.min_scale = 0.85
                hand.layout = Layout.FAN
                hand.set_rect(QRectF(310, 716, 1110 - d, 272))
                plate.setPos(24, 820)
                plate.set_width(276.0, room=hand.rect.left() - 24 - 4)
                pile.set_rect(QRectF(right(1445), 800, 120, 150))
                slot.set_rect(QRectF(mid(800) - slot_w / 2, 452, slot_w, slot_h))
                slot.label_inside = True
            elif where == "top":
                hand.min_scale = None
                hand.card_scale = HAND_SMALL
                hand.layout = Layout.ROW
                hand.set_rect(QRectF(mid(640), 26, 320, 118))
                plate.setPos(mid(350), 50)
                plate.set_width(270.0, room=hand.rect.left() - mid(350) - 10)
                pile.set_rect(QRectF(mid(985), 26, 110, 130))
                slot.set_rect(QRectF(mid(800) - slot_w / 2, 168, slot_w, slot_h))
                slot.label_inside = True
            elif where == "left":
                hand.min_scale = None
                hand.card_scale = HAND_SMALL
                hand.layout = Layout.ROW
                hand.set_rect(QRectF(30, 390, 280, 118))
                plate.setPos(40, 315)
                pile.set_rect(QRectF(40, 560, 110, 130))
                slot.set_rect(QRectF(340 - d / 4, 310, slot_w, slot_h))
                slot.label_inside = False
            else:  # right
                hand.min_scale = None
                hand.card_scale = HAND_SMALL
                hand.layout = Layout.ROW
                hand.set_rect(QRectF(right(1290), 390, 280, 118))
                plate.setPos(right(1290), 315)
                pile.set_rect(QRectF(right(1450), 560, 110, 130))
                slot.set_rect(QRectF(1260 - 3 * d / 4 - slot_w, 310, slot_w, slot_h))
                slot.label_inside = False
            if where in ("left", "right"):
                plate.set_width(270.0)
        sc.zone("draw").set_rect(QRectF(40, 40, 120, 150))
        if blitz:  # under the draw pile: the top-left corner stays free for a narrow table
            sc.zone("discard").set_rect(QRectF(40, 230, 120, 150))
        else:
            # below the top right corner, which stays free for the ↶ button: a table that
            # fills a small window leaves no felt beside it for the button
            sc.zone("pot").set_rect(QRectF(right(1420), CORNER_H, 140, 182))
        right_top = mid(985) + 110 + 10  # right of the top seat's pile
        self.view.set_corner_free(QRectF(right_top, 0, width - right_top, CORNER_H))
        # the banner sits between the slots: wide with two seats, narrower with side seats
        self.banner.set_width(520.0 if self.n == 2 else 330.0 - 0.4 * d)
        self.banner.setPos(mid(800), 374)
        # dice either side of the banner, each on its seat's side; only Blixtduell (always two
        # seats) rolls them, so with three or four seats they keep a fixed place and stay hidden
        near, far = (bottom, 1 - bottom) if self.n == 2 else (0, 1)
        self.dice[near].setPos(mid(460), 381)
        self.dice[far].setPos(mid(1086), 381)
        # controls row above the hand
        x = mid(800) - (5 * 168 + 4 * 10) / 2
        for b in self.prop_buttons:
            b.setPos(x, 664)
            x += 178
        self.play_button.setPos(mid(800) - 125, 664)
        self.keep_button.setPos(mid(800) - 250 - 10, 664)
        self.redraw_button.setPos(mid(800) + 10, 664)

    # ------------------------------------------------------------------ the GameTable contract
    def view_state(self) -> SupertrumfState:
        v: SupertrumfState = self.session.view()
        return v

    @staticmethod
    def card_label(engine_name: str) -> str:
        """A card id in an engine reason ("troll") as its translated name."""
        try:
            return text.card_name(engine_name)
        except KeyError:
            return engine_name

    def controls(self) -> list[tuple[str, str]]:
        return text.controls()

    def keys_help(self) -> str:
        return text.keys_help()

    def status_text(self) -> str:
        line = status_prologue(self.session, self.tr("Game over."), self.result_text)
        return line if line is not None else text.status(self)

    def describe_event(self, event: Event) -> str | None:
        return text.describe(self, event)

    def result_text(self) -> str:
        return text.result(self)

    def hint_targets(self, action: Any) -> list[QRectF]:
        return hints.hint_targets(self, action)

    def hint_reason(self, hint: Any) -> str:
        return hints.hint_reason(self, hint)

    def counted(self, sentence: text.Counted, n: int) -> str:
        """``text``'s sentences with a count, translated for ``n`` (placeholders still open).

        Why here: ``pyside6-lupdate`` marks a string as plural only in a ``self.tr(text, "", n)``
        call and takes its context from the enclosing class; these sentences are translated
        under ``SupertrumfTable`` with their plural forms, so the calls stay in this class.
        """
        sentences: dict[text.Counted, Callable[[], str]] = {
            "keep or discard": lambda: self.tr(
                "{name}: keep your hand, or discard it and draw %n card(s)?", "", n),
            "puts out": lambda: self.tr("{name} puts out %n card(s) face down.", "", n),
            "wins the round": lambda: self.tr(
                "{name} wins the round and takes %n card(s).", "", n),
            "tie": lambda: self.tr("Tie! The cards go to the pot (%n card(s) in it).", "", n),
            "draws": lambda: self.tr("{name} draws %n card(s).", "", n),
            "banks": lambda: self.tr(
                "{name} adds the last %n card(s) of the hand to the won cards.", "", n),
            "redraws": lambda: self.tr("{name} discards the hand and draws %n card(s).", "", n),
            "wins with": lambda: self.tr("{name} wins with %n card(s)!", "", n),
            "share the win": lambda: self.tr(
                "{names} share the win with %n card(s) each.", "", n),
            "prizes taken": lambda: self.tr("{name}: %n prize card(s) taken", "", n),
            "cards won": lambda: self.tr("{name}: %n card(s) won", "", n),
        }
        return sentences[sentence]()

    # ------------------------------------------------------------------ the FeltTable hooks
    def handle_drop(self, items: list[CardItem], drop: Drop) -> None:
        self.moves.handle_drop(items, drop)

    def card_action(self, item: CardItem) -> Play | None:
        return self.moves.card_action(item)

    def obvious_action(self, item: CardItem) -> Play | None:
        return self.moves.obvious_action(item)

    def retranslate(self) -> None:
        self.view.setToolTip(self.keys_help())
        self.overlay.update()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ events → animation
    def _events(self, events: list[Event]) -> None:
        self.clock.finish_all()
        sounds: set[str] = set()
        for e in events:
            sound = self._event_source(e)
            if sound:
                sounds.add(sound)
        for name in ("dice", "card", "win"):
            if name in sounds:
                self.sound.play(name)

    def _event_source(self, e: Event) -> str | None:
        """Note where ``e``'s cards come from (for the next glide); the sound it makes."""
        match e:
            case ev.Draw(seat=seat) | ev.MulliganRedraw(seat=seat):
                self._sources[f"hand{seat}"] = "draw"
                return "card"
            case ev.Play(seat=seat):
                self._sources[f"slot{seat}"] = f"hand{seat}"
                return "card"
            case ev.Prize(seat=seat):
                self._sources[f"hand{seat}"] = f"prize{seat}"
            case ev.Dice():
                self._roll_dice = True
                return "dice"
            case ev.Reveal():
                return "card"
            case ev.RoundWon():  # the game's end: the window's fanfare, for a win
                return "win"
            case ev.Reshuffle() if self.variant == BLIXTDUELL:
                self._sources["draw"] = "discard"
        return None

    # ------------------------------------------------------------------ painting the view
    def _destination(self, card_id: str) -> str | None:
        """Where a card that left the layout is now (for the glide after a round)."""
        v = self.view_state()
        for s in range(v.n):
            if card_id in v.win_piles[s]:
                return f"won{s}"
            if card_id in v.hands[s]:
                return f"hand{s}"
        if card_id in v.pot:
            return "pot"
        if card_id in v.discard:
            return "discard"
        return "draw"

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        self.begin_refresh(animate, self._bottom, self._layout_seats,
                           reshaped=self._table_width() != self._width)
        v = self.view_state()
        viewer = s.viewer
        acting = s.human_to_act()
        reveal = specs_of.shown_reveal(v, viewer)
        specs: list[CardSpec] = []
        for seat in range(v.n):
            own = seat == viewer or self.reveal_all
            specs += specs_of.hand(v, seat, own, acting)
            specs += specs_of.slot(v, seat, own, reveal)
            specs += specs_of.piles(v, seat)
        specs += specs_of.middle(v)
        with self.animating(animate) as clock:
            self.scene.sync(specs, clock, self._sources, self._destination)
            self._update_decor(v, reveal)
        self._sources = {}
        self._apply_focus()
        self.finish_refresh()

    def _update_decor(self, v: SupertrumfState, reveal: RoundReport | None) -> None:
        """Everything on the felt around the cards: seat plates and pile labels, the banner,
        the dice and the controls."""
        self._label_seats(v)
        self._label_piles(v)
        self._update_banner(v, reveal)
        self._update_dice(v)
        self._update_controls(v)

    def _label_seats(self, v: SupertrumfState) -> None:
        s = self.session
        blitz = v.variant == BLIXTDUELL
        current = s.current_player()
        for seat, plate in enumerate(self.plates):
            held = len(v.hands[seat])
            detail = self.tr("%n card(s) in hand", "", held)
            if blitz:
                # one count per place, each saying what it counts: the plate the prize cards
                # won, the pile those left ("prizes 1/4" beside "Prize cards · 3" read as
                # two different counts of the same thing)
                taken = v.prizes_taken[seat]
                detail += " · " + self.tr("%n prize card(s) won", "", taken)
            else:
                detail += " · " + self.tr("%n won", "", len(v.win_piles[seat]))
            plate.set_text(s.name(seat), detail)
            plate.set_active(seat == current)
            plate.set_winner(s.is_over() and seat in self.game.result(s.state).winners)
            sc = self.scene
            # each pile says whose it is ("Berit · 3 won"): at four seats the corners alone
            # do not tell
            if blitz:
                left = len(v.prizes[seat])
                sc.zone(f"prize{seat}").set_label(
                    s.name(seat), self.tr("Prize cards · %n left", "", left))
            else:
                sc.zone(f"won{seat}").set_label(
                    s.name(seat), self.tr("%n won", "", len(v.win_piles[seat])))
            slot = sc.zone(f"slot{seat}")
            if seat == self._bottom:
                slot.set_label(self.tr("Your place") if seat == s.viewer else s.name(seat))
            else:
                slot.set_label(s.name(seat))
            slot.set_accepts(False)

    def _label_piles(self, v: SupertrumfState) -> None:
        s = self.session
        blitz = v.variant == BLIXTDUELL
        sc = self.scene
        sc.zone("draw").set_label(self.tr("Draw pile"), str(len(v.draw)))
        if blitz:
            sc.zone("discard").set_label(self.tr("Discard"), str(len(v.discard)))
        else:
            sc.zone("pot").set_label(self.tr("Pot"), str(len(v.pot)))
        acting = s.human_to_act()
        viewer = s.viewer
        if viewer is not None:
            own_slot = sc.zone(f"slot{viewer}")
            own_slot.set_accepts(acting and v.phase == PLAY)
            own_slot.hint = self.tr("Drag one card, or a figure and an object, here")

    def _update_banner(self, v: SupertrumfState, reveal: RoundReport | None) -> None:
        s = self.session
        blitz = v.variant == BLIXTDUELL
        acting = s.human_to_act()
        # banner: named property, or the last round's outcome, or who leads
        if v.phase == OVER:
            self.banner.set_text(self.tr("Game over"), self.result_text().split("\n")[0], True)
        elif v.phase == MULLIGAN:
            self.banner.set_text(self.tr("Mulligan 3 · 2 · 1"), self.tr("Keep or redraw?"))
        elif v.prop is not None:
            self.banner.set_text(self.tr("{name} named").format(name=s.name(v.leader)),
                                 property_name(v.prop), True)
        elif reveal is not None:
            if reveal.winner is not None:
                title = self.tr("{name} wins the round").format(name=s.name(reveal.winner))
            else:
                title = self.tr("Tie!") + " " + (self.tr("Cards to the pot") if not blitz
                                            else self.tr("No prize card"))
            self.banner.set_text(title, property_name(reveal.prop), reveal.winner is not None)
        elif acting and v.phase == NAME:  # the player to name is looking at the screen
            self.banner.set_text(self.tr("{name} leads").format(name=s.name(v.leader)),
                                 self.tr("Name a property"), True)
        else:
            self.banner.set_text(self.tr("{name} leads").format(name=s.name(v.leader)),
                                 self.tr("Naming a property…"))

    def _update_dice(self, v: SupertrumfState) -> None:
        s = self.session
        blitz = v.variant == BLIXTDUELL
        # dice (Blixtduell lead rolls)
        # the dice stay up for the round they decided (first round, or after a tie)
        show_dice = (blitz and bool(v.dice) and v.phase in (NAME, PLAY)
                     and (v.last is None or v.last.winner is None))
        for seat, die in enumerate(self.dice):
            if show_dice:
                a, b = v.dice[-1]
                value = (a, b)[seat]
                win = value > (a, b)[1 - seat]
                if self._roll_dice and not die.isVisible():
                    die.setVisible(True)
                    die.roll(self.clock, value, win)
                elif self._roll_dice:
                    die.roll(self.clock, value, win)
                else:
                    die.set_value(value, win)
                die.setVisible(True)
                die.set_caption(s.name(seat))
            else:
                die.setVisible(False)
        self._roll_dice = False

    def _update_controls(self, v: SupertrumfState) -> None:
        acting = self.session.human_to_act()
        viewer = self.session.viewer
        # controls
        naming = acting and v.phase == NAME
        for i, button in enumerate(self.prop_buttons):
            button.set_text(property_name(deck.PROPERTIES[i]), str(i + 1))
            button.setVisible(naming)
        playing = acting and v.phase == PLAY
        self.play_button.set_text(self.tr("Put out face down"), "↵")
        self.play_button.setVisible(playing)
        self.play_button.set_enabled(bool(self.scene.selected_cards()))
        mull = acting and v.phase == MULLIGAN
        self.keep_button.set_text(self.tr("Keep this hand"), "1")
        if viewer is not None and mull:
            n = v.mull_next[viewer]
            self.redraw_button.set_text(self.tr("Discard, draw %n card(s)", "", n), "2")
        self.keep_button.setVisible(mull)
        self.redraw_button.setVisible(mull)

    # ------------------------------------------------------------------ layout on resize
    def _view_resized(self) -> None:
        """A new window shape may want another table width (the hand-over overlay follows the
        table's size by itself)."""
        if self._table_width() != self._width:
            self.refresh(animate=False)


def create_table(session: Session, parent: QWidget | None = None) -> SupertrumfTable:
    return SupertrumfTable(session, parent)
