"""The generic table pieces: the pure drop function, the animation clock, card painting,
zones, the hand-over overlay and the sound board (silent where there is no audio)."""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QWidget

from ui.table import sound, theme
from ui.table.animation import AnimationClock
from ui.table.card_item import CardItem
from ui.table.cards import CardFace, FaceRow, paint_back, paint_face, row_rects
from ui.table.dice import DieItem
from ui.table.dragdrop import DropKind, DropZone, drop_at
from ui.table.handover import HandoverOverlay
from ui.table.scene import CardSpec, TableScene, TableView
from ui.table.zones import Layout, Zone

FACE = CardFace("Knight", "Figure", tuple(FaceRow(p, str(v), p == "Magic") for p, v in
                                          (("Strength", 16), ("Physique", 19), ("Magic", 3),
                                           ("Intelligence", 12), ("Speed", 10))))


# --------------------------------------------------------------------------- drop function

ZONES = [DropZone("hand", QRectF(0, 800, 1600, 200), False),
         DropZone("slot", QRectF(600, 400, 300, 200), True),
         DropZone("pile", QRectF(40, 40, 120, 150), False)]


def test_drop_on_an_accepting_zone_is_a_target() -> None:
    d = drop_at(ZONES, QPointF(700, 500), None, "hand")
    assert (d.kind, d.zone, d.accepts) == (DropKind.TARGET, "slot", True)


def test_drop_on_a_refusing_zone_is_still_reported_with_accepts_false() -> None:
    d = drop_at(ZONES, QPointF(100, 100), None, "hand")
    assert (d.kind, d.zone, d.accepts) == (DropKind.TARGET, "pile", False)


def test_drop_back_home_and_drop_nowhere() -> None:
    assert drop_at(ZONES, QPointF(50, 900), None, "hand").kind is DropKind.HOME
    assert drop_at(ZONES, QPointF(1200, 300), None, "hand").kind is DropKind.NOWHERE


def test_drop_half_over_a_zone_counts_by_overlap() -> None:
    card = QRectF(520, 420, 150, 212)  # centre (595, 526) is left of the slot
    d = drop_at(ZONES, QPointF(595, 526), card, "hand")
    assert d.zone == "slot"
    short = QRectF(470, 420, 150, 212)  # reaches only 20 units into the slot: nowhere
    assert drop_at(ZONES, QPointF(545, 526), short, "hand").kind is DropKind.NOWHERE


# --------------------------------------------------------------------------- clock


def test_clock_speed_zero_is_instant(qtbot: Any) -> None:
    clock = AnimationClock()
    clock.set_speed(0)
    item = CardItem("x")
    done: list[bool] = []
    clock.move(item, QPointF(300, 200), 10.0, done=lambda: done.append(True))
    assert item.pos() == QPointF(300, 200)
    assert item.rotation() == 10.0
    assert done == [True]
    assert not clock.busy()


def test_clock_animates_over_time_and_finish_all_jumps_to_the_end(qtbot: Any) -> None:
    clock = AnimationClock()
    clock.set_speed(1.0)
    a, b = CardItem("a"), CardItem("b")
    clock.move(a, QPointF(100, 0))
    assert clock.busy()
    assert a.pos() == QPointF(0, 0)
    qtbot.waitUntil(lambda: not clock.busy(), timeout=3000)
    assert a.pos() == QPointF(100, 0)
    clock.move(b, QPointF(0, 50), duration_ms=10_000)
    clock.finish_all()
    assert b.pos() == QPointF(0, 50)
    assert not clock.busy()


def test_faster_speed_means_shorter_animations() -> None:
    clock = AnimationClock()
    clock.set_speed(2.0)
    assert clock.scaled(400) == 200
    clock.set_speed(0.5)
    assert clock.scaled(400) == 800


def test_flip_shows_the_new_side_and_ends_untransformed(qtbot: Any) -> None:
    clock = AnimationClock()
    clock.set_speed(3.0)
    item = CardItem("c")
    item.set_face_down()
    clock.flip(item, "1B", FACE, True)
    assert not item.face_up
    qtbot.waitUntil(lambda: not clock.busy(), timeout=3000)
    assert item.face_up
    assert item.card_id == "1B"
    assert item.transform().isIdentity()


def test_die_roll_settles_on_its_value(qtbot: Any) -> None:
    clock = AnimationClock()
    clock.set_speed(4.0)
    die = DieItem()
    die.roll(clock, 5, winner=True)
    assert die.rolling
    qtbot.waitUntil(lambda: not clock.busy(), timeout=3000)
    assert (die.value, die.shown, die.winner, die.rolling) == (5, 5, True, False)


# --------------------------------------------------------------------------- painting


def _render(paint: Any, w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    paint(p)
    p.end()
    return img


def test_cards_paint_at_any_size_with_text_on_the_face() -> None:
    for scale in (0.5, 1.0, 2.5):
        w, h = int(theme.CARD_W * scale) + 4, int(theme.CARD_H * scale) + 4
        img = _render(lambda p, s=scale: paint_face(
            p, QRectF(2, 2, theme.CARD_W * s, theme.CARD_H * s), FACE), w, h)
        # the face is mostly paper-coloured, and the highlighted row is there
        centre = img.pixelColor(w // 2, int(h * 0.2))
        assert centre != QColor("black")
        back = _render(lambda p, s=scale: paint_back(
            p, QRectF(2, 2, theme.CARD_W * s, theme.CARD_H * s)), w, h)
        assert back.pixelColor(w // 2, h // 2) != img.pixelColor(w // 2, h // 2)


def test_row_rects_cover_the_rows_in_order() -> None:
    rects = row_rects(QRectF(0, 0, theme.CARD_W, theme.CARD_H), 5)
    assert len(rects) == 5
    assert all(a.bottom() <= b.top() for a, b in itertools.pairwise(rects))
    assert rects[-1].bottom() <= theme.CARD_H


def test_card_item_row_hit_and_face_down_drops_the_face() -> None:
    item = CardItem("1B")
    item.set_face_up("1B", FACE)
    r = row_rects(item.card_rect(), 5)[2]
    assert item.row_at(r.center()) == 2
    assert item.row_at(QPointF(5, 5)) is None
    item.set_face_down()
    assert item.face is None
    assert not item.face_up
    assert item.row_at(r.center()) is None


# --------------------------------------------------------------------------- zones / sync


def test_zone_positions_stay_inside_and_overlap_when_crowded() -> None:
    z = Zone("hand", QRectF(100, 100, 600, 220), Layout.FAN)
    pos = z.positions(9)
    assert len(pos) == 9
    for p, rot in pos:
        assert p.x() >= 100
        assert p.x() + theme.CARD_W <= 700.5
        assert abs(rot) <= 8.0
    assert pos[0][1] < 0 < pos[-1][1]
    stack = Zone("pile", QRectF(0, 0, 120, 150), Layout.STACK, 0.5)
    assert len(stack.positions(20)) == 20


def test_sync_places_creates_flips_and_removes(qtbot: Any) -> None:
    scene = TableScene()
    clock = AnimationClock()
    clock.set_speed(0)
    scene.add_zone(Zone("slot", QRectF(500, 400, 300, 200)))
    scene.add_zone(Zone("pile", QRectF(40, 40, 120, 150), Layout.STACK))
    scene.sync([CardSpec("slot#0", "slot")], clock)
    back = scene.cards["slot#0"]
    assert not back.face_up
    assert back.zone_name == "slot"
    # the same slot now shows a face: the item is reused (flipped), not replaced
    scene.sync([CardSpec("1B", "slot", "1B", FACE, public=True, badge="19")], clock)
    assert scene.cards["1B"] is back
    assert back.face_up
    assert back.badge == "19"
    scene.sync([], clock)
    assert scene.cards == {}
    assert back.scene() is None


def test_view_scales_the_whole_table_into_the_widget(qtbot: Any) -> None:
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    top_left = view.mapFromScene(QPointF(0, 0))
    bottom_right = view.mapFromScene(QPointF(theme.SCENE_W, theme.SCENE_H))
    assert top_left.x() >= 0
    assert top_left.y() >= 0
    assert bottom_right.x() <= 1280
    assert bottom_right.y() <= 800
    assert bottom_right.x() - top_left.x() >= 1270 or bottom_right.y() - top_left.y() >= 790


# --------------------------------------------------------------------------- overlay, sound


def test_handover_overlay_covers_and_accepts_click_and_enter(qtbot: Any) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 500)
    host.show()
    overlay = HandoverOverlay(host)
    overlay.show_for("Berit")
    assert overlay.geometry() == host.rect()
    assert "Berit" in overlay.title()
    with qtbot.waitSignal(overlay.accepted, timeout=1000):
        qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(overlay.accepted, timeout=1000):
        qtbot.keyClick(overlay, Qt.Key.Key_Return)
    host.resize(900, 600)
    assert overlay.geometry() == host.rect()


def test_sound_is_harmless_without_audio_and_respects_mute(qtbot: Any) -> None:
    board = sound.SoundBoard()
    sound.set_muted(False)
    board.play("card")  # no libpulse / no device here: silently nothing
    sound.set_muted(True)
    board.play("win")
    assert board.played == ["card", "win"]
    assert sound.is_muted()
    sound.set_muted(False)


def test_shipped_sounds_match_the_generator() -> None:
    for name in sound.NAMES:
        path = sound.SOUNDS_DIR / f"{name}.wav"
        assert path.read_bytes() == sound.synthesize(name)


# --------------------------------------------------------------------------- zone labels

def label_fits(zone: Zone) -> None:
    """Every line of the label lies inside the label rect, which lies inside boundingRect
    (the item cache clips whatever is painted outside it), and nothing is elided."""
    size, lines = zone.label_layout()
    box = zone.label_rect()
    assert zone.boundingRect().contains(box)
    metrics = QFontMetricsF(theme.font(size, bold=True))
    for line in lines:
        assert metrics.horizontalAdvance(line) <= box.width() + 0.01, line
        assert "…" not in line
    assert len(lines) * zone.LABEL_LINE_H <= box.height()


def test_a_long_label_below_a_narrow_zone_is_not_clipped(qtbot: Any) -> None:
    zone = Zone("act", QRectF(600, 142, 150, 222), Layout.STACK)
    zone.set_label("Aktive Karte von Spieler 2")
    label_fits(zone)  # shrinks to fit one line (the old paint clipped it to "ktive Karte von Spi")
    assert zone.label_layout()[0] < zone.LABEL_SIZE


def test_a_two_line_label_wraps_at_full_size_before_shrinking(qtbot: Any) -> None:
    zone = Zone("act", QRectF(600, 142, 150, 222), Layout.STACK)
    zone.label_lines = 2
    zone.set_label("Aktive Karte von Spieler 2")
    label_fits(zone)
    size, lines = zone.label_layout()
    assert size == zone.LABEL_SIZE
    assert len(lines) == 2
    assert " ".join(lines) == "Aktive Karte von Spieler 2"


def test_pile_label_with_count_shrinks_and_keeps_the_count(qtbot: Any) -> None:
    zone = Zone("draw", QRectF(1240, 140, 130, 165), Layout.STACK)
    zone.set_label("Nachziehstapel", "22")
    label_fits(zone)
    assert zone.label_layout()[1] == ["Nachziehstapel · 22"]
    zone.label_lines = 3
    zone.set_label("Ein sehr langer Nachziehstapelname", "22")
    label_fits(zone)
    assert zone.label_layout()[1][-1] == "22"  # the count gets a line of its own


def test_a_label_too_long_for_any_size_is_elided_inside_the_bounds(qtbot: Any) -> None:
    zone = Zone("x", QRectF(0, 0, 60, 80), Layout.STACK)
    zone.set_label("Donaudampfschifffahrtsgesellschaftskapitän")
    _size, lines = zone.label_layout()
    assert lines[0].endswith("…")
    assert zone.boundingRect().contains(zone.label_rect())


def test_hovering_a_click_target_lights_its_zone_even_over_its_card(qtbot: Any) -> None:
    """The opponent's Active card is a click target: the pointer over the card (not only over
    the bare felt of its zone) outlines the zone and shows a pointing hand."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    clock = AnimationClock()
    clock.set_speed(0)
    zone = scene.add_zone(Zone("target", QRectF(500, 200, 200, 260), Layout.STACK))
    scene.sync([CardSpec("1B", "target", "1B", FACE, public=True)], clock)
    card = scene.cards["1B"]
    vp = view.viewport()
    away = view.mapFromScene(QPointF(1200, 900))
    on_card = view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseMove(vp, away)
    qtbot.mouseMove(vp, on_card)
    assert not zone.hovered  # not a target now: nothing lights
    assert card.cursor().shape() == Qt.CursorShape.ArrowCursor
    qtbot.mouseMove(vp, away)
    zone.set_accepts(True)
    qtbot.mouseMove(vp, on_card)
    assert zone.hovered
    assert card.cursor().shape() == Qt.CursorShape.PointingHandCursor
    qtbot.mouseMove(vp, away)
    assert not zone.hovered
    bare = view.mapFromScene(QPointF(510, 210))  # the zone's corner, beside the card
    qtbot.mouseMove(vp, bare)
    assert zone.hovered


def test_a_two_line_label_wraps_rather_than_shrinking_below_the_readable_size(
        qtbot: Any) -> None:
    # a smaller single line was once preferred here; at 1280×800 it read at about 9 px
    zone = Zone("act", QRectF(600, 142, 150, 222), Layout.STACK)
    zone.label_lines = 2
    zone.label_max_width = 160.0
    zone.set_label("Spiller 2: aktivt kort")
    size, lines = zone.label_layout()
    assert lines == ["Spiller 2:", "aktivt kort"]
    assert size == zone.LABEL_MIN_SIZE
    label_fits(zone)


def test_a_two_line_label_is_balanced(qtbot: Any) -> None:
    zone = Zone("act", QRectF(600, 142, 150, 222), Layout.STACK)
    zone.label_lines = 2
    zone.label_max_width = 160.0
    zone.set_label("Player 2's Active card")
    assert zone.label_layout()[1] == ["Player 2's", "Active card"]  # not "... Active / card"
    label_fits(zone)


def test_a_long_card_title_shrinks_or_wraps_before_it_elides() -> None:
    from ui.table.cards import title_layout

    scale = 0.86  # a card in a Supertrumf play slot, with room kept for the value badge
    width = theme.CARD_W * scale - 14 * scale - 20
    size, lines = title_layout("Siebenmeilenstiefel", width, scale)  # one long word: smaller
    assert lines == ["Siebenmeilenstiefel"]
    assert size < 16 * scale
    size, lines = title_layout("Fliegender Teppich", width, scale)  # two words: two lines
    assert lines == ["Fliegender", "Teppich"]
    assert all(QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(x) <= width
               for x in lines)
    # a title that fits stays one full-size line
    assert title_layout("Troll", width, scale) == (16 * scale, ["Troll"])
    # nothing fits: elided as a last resort, inside the width
    size, lines = title_layout("Xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", width, scale)
    assert lines[0].endswith("…")
    assert QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(lines[0]) <= width


# --------------------------------------------------------------------------- readable text

def _framework_texts(scene: TableScene) -> list[tuple[str, float]]:
    """(what, scene font size) of every shared-framework text the scene shows."""
    from ui.table.plates import Banner, NamePlate

    out: list[tuple[str, float]] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, Banner) and item.title:
            out.append((f"banner {item.title!r}", item.TITLE_SIZE))
        elif isinstance(item, NamePlate) and item.detail:
            out.append((f"plate {item.detail!r}", item.detail_size(item.detail)))
        elif isinstance(item, Zone) and item.label_text() and not item.label_inside:
            out.append((f"zone {item.label_text()!r}", item.label_layout()[0]))
    return out


def test_shared_table_text_reads_at_ten_pixels_at_1280_by_800(qtbot: Any) -> None:
    """Banner subtitle, plate detail and pile labels in a typical four-seat Klassisk table,
    shown at the table's size in a 1280×800 window with the log dock (1061 × 757)."""
    from ui.games.supertrumf import create_table
    from ui.session import COMPUTER, SeatConfig, Session

    seats = [SeatConfig(f"Player {i + 1}", COMPUTER) for i in range(4)]
    session = Session("supertrumf", {"variant": "klassisk", "seats": 4}, 3, seats)
    session.computer_pace_ms = 0
    table = create_table(session)
    table.set_animation_speed(0)
    qtbot.addWidget(table)
    table.resize(1061, 757)
    table.show()
    qtbot.waitExposed(table)
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) >= 6 or session.is_over(), timeout=10000)
    table.refresh()
    texts = _framework_texts(table.scene)
    kinds = {what.split()[0] for what, _size in texts}
    assert {"plate", "zone"} <= kinds
    scale = table.view.transform().m11()
    for what, size in texts:
        assert size >= 16.0, what
        assert size * scale >= 10.0, (what, size * scale)


def test_plate_detail_and_banner_title_sizes(qtbot: Any) -> None:
    from ui.table.plates import Banner, NamePlate

    assert Banner.TITLE_SIZE >= 16.0
    assert NamePlate.DETAIL_SIZE >= 16.0
    plate = NamePlate(0, 260.0)
    assert plate.detail_size("10 Handkarten · 3 Trophäen") == plate.DETAIL_SIZE
    long = "5 kort på hånden · premiekort 1/4 · 12 ekstra"
    size = plate.detail_size(long)
    assert plate.DETAIL_MIN_SIZE <= size < plate.DETAIL_SIZE  # shrinks before it elides


def test_a_one_line_label_keeps_the_readable_size_when_it_fits(qtbot: Any) -> None:
    zone = Zone("draw", QRectF(100, 100, 130, 180), Layout.STACK)
    zone.set_label("Nachziehstapel", "9")
    size, lines = zone.label_layout()
    assert size == zone.LABEL_MIN_SIZE
    assert lines == ["Nachziehstapel · 9"]
    label_fits(zone)


def test_the_mute_is_read_from_the_apps_own_settings(monkeypatch: Any) -> None:
    """A replay opened before any game (nothing has called ``set_muted`` yet) stays silent
    when the person muted the sound: the setting is read where Settings → Sound effects
    wrote it (``ui.paths.settings``), not from Qt's default store."""
    from ui import paths

    store = paths.settings()
    store.setValue(sound.SETTINGS_KEY, "true")
    store.sync()
    monkeypatch.setattr(sound, "_muted", None)  # this run has not asked yet
    assert sound.is_muted()
    store.setValue(sound.SETTINGS_KEY, "false")
    store.sync()
    monkeypatch.setattr(sound, "_muted", None)
    assert not sound.is_muted()
