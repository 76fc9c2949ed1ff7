#!/usr/bin/env python3
"""Build resources/ordet/sets/world.json (Ordet fanger card set B, "Wide world").

Run from the repository root:  .venv/bin/python tools/ordet/build_world.py
Country names come from babel's CLDR territory names (curated, with overrides for the
forms people actually write); everything else is hand-written data below.

Answer notation (one answer per line in the multi-line strings):
  "Name"                 -> same written form in en, sv, nb and de
  "en|sv|nb|de"          -> one form per language, "-" = no answer in that language
  "@sv A; B; C"          -> extra answers for one language only
"""
import json
import os
import re
import sys
import unicodedata

from babel import Locale

LANGS = ("en", "sv", "nb", "de")
SYMBOLS = ["circle", "square", "triangle", "star", "diamond", "cross", "heart", "moon"]


def parse(spec):
    out = {l: [] for l in LANGS}
    for raw in spec.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            lang, rest = line[1:].split(" ", 1)
            assert lang in LANGS, line
            out[lang].extend(x.strip() for x in rest.split(";") if x.strip())
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) == 1:
            parts = parts * 4
        assert len(parts) == 4, line
        for lang, p in zip(LANGS, parts):
            if p and p != "-":
                out[lang].append(p)
    return out


CARDS = []


def card(en, sv, nb, de, answers):
    if isinstance(answers, str):
        answers = parse(answers)
    CARDS.append({"category": {"en": en, "sv": sv, "nb": nb, "de": de}, "answers": answers})


# ---------------------------------------------------------------- countries (babel / CLDR)
_LOC = {l: Locale.parse(l) for l in LANGS}
# forms people actually write (CLDR has e.g. "Vereinigtes Königreich", "Czechia", "Türkiye")
OVERRIDES = {
    "GB": {"en": ["United Kingdom", "Great Britain", "England", "Scotland", "Wales"],
           "sv": ["Storbritannien", "England", "Skottland", "Wales"],
           "nb": ["Storbritannia", "England", "Skottland", "Wales"],
           "de": ["Großbritannien", "England", "Schottland", "Wales"]},
    "BY": {"sv": ["Belarus", "Vitryssland"], "nb": ["Belarus", "Hviterussland"],
           "de": ["Belarus", "Weißrussland"]},
    "US": {"en": ["USA", "United States"], "de": ["USA", "Vereinigte Staaten"]},
    "CZ": {"en": ["Czech Republic", "Czechia"]},
    "TR": {"en": ["Turkey"]},
    "NL": {"en": ["Netherlands", "Holland"], "sv": ["Nederländerna", "Holland"],
           "nb": ["Nederland", "Holland"], "de": ["Niederlande", "Holland"]},
    "BA": {"en": ["Bosnia and Herzegovina"]},
    "MD": {"de": ["Moldawien"]},
    "CI": {"en": ["Ivory Coast"], "de": ["Elfenbeinküste"]},
    "CD": {"en": ["Congo"], "sv": ["Kongo"], "nb": ["Kongo"], "de": ["Kongo"]},
    "MM": {"en": ["Myanmar", "Burma"], "sv": ["Myanmar", "Burma"], "nb": ["Myanmar", "Burma"],
           "de": ["Myanmar", "Birma"]},
    "VA": {"en": ["Vatican City"]},
    "TT": {"en": ["Trinidad and Tobago"]},
    "SZ": {"en": ["Eswatini", "Swaziland"], "sv": ["Eswatini", "Swaziland"],
           "nb": ["Eswatini", "Swaziland"], "de": ["Eswatini", "Swasiland"]},
    "CV": {"de": ["Kap Verde"]},
    "BN": {"de": ["Brunei"]},
    "KR": {"en": ["South Korea"]},
    "RU": {}, "CN": {},
}

EUROPE = ("AL AD AT BY BE BA BG HR CY CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT MD MC ME "
          "NL MK NO PL PT RO RU SM RS SK SI ES SE CH UA GB VA TR").split()
AFRICA = ("DZ AO BJ BW BF BI CM CV CF TD CD CI DJ EG ER SZ ET GA GM GH GN GW KE LS LR LY MG MW "
          "ML MR MU MA MZ NA NE NG RW SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW").split()
ASIA = ("AF AM AZ BH BD BT BN KH CN GE IN ID IR IQ IL JP JO KZ KW KG LA LB MY MV MN MM NP KP OM "
        "PK PH QA SA SG KR LK SY TJ TH TR TM AE UZ VN YE RU").split()
AMERICAS = ("AR BS BB BZ BO BR CA CL CO CR CU DO EC SV GT GY HT HN JM MX NI PA PY PE SR TT US "
            "UY VE").split()


def countries(codes):
    out = {l: [] for l in LANGS}
    for c in codes:
        for l in LANGS:
            names = OVERRIDES.get(c, {}).get(l) or [_LOC[l].territories[c]]
            out[l].extend(names)
    return out


card("A country in Europe", "Ett land i Europa", "Et land i Europa", "Ein Land in Europa",
     countries(EUROPE))
card("A country in Africa", "Ett land i Afrika", "Et land i Afrika", "Ein Land in Afrika",
     countries(AFRICA))
card("A country in Asia", "Ett land i Asien", "Et land i Asia", "Ein Land in Asien",
     countries(ASIA))
card("A country in North or South America", "Ett land i Nord- eller Sydamerika",
     "Et land i Nord- eller Sør-Amerika", "Ein Land in Nord- oder Südamerika",
     countries(AMERICAS))

# ---------------------------------------------------------------- capitals and cities
card("A capital city", "En huvudstad", "En hovedstad", "Eine Hauptstadt", """
Stockholm
Oslo
Copenhagen|Köpenhamn|København|Kopenhagen
Helsinki|Helsingfors|Helsingfors|Helsinki
Reykjavik
London
Paris
Berlin
Rome|Rom|Roma|Rom
Madrid
Lisbon|Lissabon|Lisboa|Lissabon
Athens|Aten|Athen|Athen
Vienna|Wien|Wien|Wien
Brussels|Bryssel|Brussel|Brüssel
Amsterdam
Bern
Warsaw|Warszawa|Warszawa|Warschau
Prague|Prag|Praha|Prag
Budapest
Bucharest|Bukarest|Bucuresti|Bukarest
-|-|Bukarest|-
Sofia
Belgrade|Belgrad|Beograd|Belgrad
Zagreb
Ljubljana
Sarajevo
Tirana
Skopje
Bratislava
Kyiv|Kyiv|Kyiv|Kiew
Kiev|Kiev|Kiev|-
-|Helsinki|Helsinki|-
Minsk
Moscow|Moskva|Moskva|Moskau
Vilnius
Riga
Tallinn
Dublin
Luxembourg|Luxemburg|Luxembourg|Luxemburg
Valletta
Nicosia|Nicosia|Nikosia|Nikosia
Ankara
Monaco
Vaduz
Beijing|Peking|Beijing|Peking
-|-|Peking|-
Tokyo|Tokyo|Tokyo|Tokio
Seoul
Pyongyang|Pyongyang|Pyongyang|Pjöngjang
New Delhi|New Delhi|New Delhi|Neu-Delhi
Bangkok
Hanoi
Manila
Jakarta
Kuala Lumpur
Singapore|Singapore|Singapore|Singapur
Islamabad
Kabul
Tehran|Teheran|Teheran|Teheran
Baghdad|Bagdad|Bagdad|Bagdad
Damascus|Damaskus|Damaskus|Damaskus
Beirut
Amman
Riyadh|Riyadh|Riyadh|Riad
Doha
Abu Dhabi
Kathmandu|Katmandu|Katmandu|Kathmandu
Dhaka|Dhaka|Dhaka|Dhaka
Ulaanbaatar|Ulan Bator|Ulan Bator|Ulan Bator
Phnom Penh
Tbilisi|Tbilisi|Tbilisi|Tiflis
Baku
Astana
Cairo|Kairo|Kairo|Kairo
Nairobi
Addis Ababa|Addis Abeba|Addis Abeba|Addis Abeba
Pretoria
Cape Town|Kapstaden|Cape Town|Kapstadt
Rabat
Algiers|Alger|Alger|Algier
Tunis
Tripoli|Tripoli|Tripoli|Tripolis
Khartoum|Khartoum|Khartoum|Khartum
Dakar
Accra
Abuja
Kinshasa
Luanda
Harare
Lusaka
Maputo
Windhoek
Kampala
Kigali
Mogadishu|Mogadishu|Mogadishu|Mogadischu
Washington
Ottawa
Mexico City|Mexico City|Mexico by|Mexiko-Stadt
Havana|Havanna|Havanna|Havanna
Kingston
Buenos Aires
Brasília
Santiago
Lima
Bogotá
Caracas
Quito
La Paz
Montevideo
Canberra
Wellington
""")

card("A city in Europe", "En stad i Europa", "En by i Europa", "Eine Stadt in Europa", """
London
Paris
Berlin
Rome|Rom|Roma|Rom
Madrid
Barcelona
Lisbon|Lissabon|Lisboa|Lissabon
Porto
Amsterdam
Rotterdam
Brussels|Bryssel|Brussel|Brüssel
Antwerp|Antwerpen|Antwerpen|Antwerpen
Vienna|Wien|Wien|Wien
Salzburg
Prague|Prag|Praha|Prag
Budapest
Warsaw|Warszawa|Warszawa|Warschau
Krakow|Kraków|Kraków|Krakau
Gdansk|Gdańsk|Gdańsk|Danzig
Munich|München|München|München
Hamburg
Cologne|Köln|Köln|Köln
Frankfurt
Dresden
Milan|Milano|Milano|Mailand
Venice|Venedig|Venezia|Venedig
Florence|Florens|Firenze|Florenz
Naples|Neapel|Napoli|Neapel
Turin|Turin|Torino|Turin
Pisa
Verona
Athens|Aten|Athen|Athen
Thessaloniki
Istanbul
Moscow|Moskva|Moskva|Moskau
St Petersburg|S:t Petersburg|St. Petersburg|Sankt Petersburg
Kyiv|Kyiv|Kyiv|Kiew
Stockholm
Gothenburg|Göteborg|Göteborg|Göteborg
Malmö
Oslo
Bergen
Copenhagen|Köpenhamn|København|Kopenhagen
Helsinki|Helsingfors|Helsingfors|Helsinki
Reykjavik
Dublin
Edinburgh
Glasgow
Manchester
Liverpool
Birmingham
Oxford
Cambridge
Marseille
Lyon
Nice|Nice|Nice|Nizza
Bordeaux
Seville|Sevilla|Sevilla|Sevilla
Valencia
Malaga|Málaga|Málaga|Málaga
Geneva|Genève|Genève|Genf
Zurich|Zürich|Zürich|Zürich
Basel
Riga
Tallinn
Vilnius
Bucharest|Bukarest|Bucuresti|Bukarest
Sofia
Belgrade|Belgrad|Beograd|Belgrad
Zagreb
Dubrovnik
Split
Ljubljana
Bratislava
Luxembourg|Luxemburg|Luxembourg|Luxemburg
Monaco
Bruges|Brygge|Brugge|Brügge
""")

card("A city in the USA", "En stad i USA", "En by i USA", "Eine Stadt in den USA", """
New York
Los Angeles
Chicago
Houston
Philadelphia
Phoenix
San Antonio
San Diego
Dallas
San Francisco
Seattle
Boston
Washington, D.C.
Miami
Atlanta
Las Vegas
Detroit
Denver
New Orleans
Nashville
Memphis
Orlando
Portland
Minneapolis
Baltimore
Pittsburgh
Cleveland
Austin
Salt Lake City
Honolulu
Anchorage
St. Louis
Kansas City
Sacramento
Indianapolis
Milwaukee
Tampa
Charlotte
Cincinnati
Buffalo
Albuquerque
Santa Fe
Tucson
Oklahoma City
Hollywood
Palm Springs
Key West
Fort Worth
""")

card("A city in Scandinavia", "En stad i Skandinavien", "En by i Skandinavia",
     "Eine Stadt in Skandinavien", """
Stockholm
Gothenburg|Göteborg|Göteborg|Göteborg
Malmö
Uppsala
Västerås
Örebro
Linköping
Norrköping
Helsingborg
Jönköping
Umeå
Lund
Luleå
Kiruna
Gävle
Sundsvall
Karlstad
Visby
Kalmar
Östersund
Falun
Växjö
Oslo
Bergen
Trondheim
Stavanger
Tromsø
Kristiansand
Drammen
Fredrikstad
Ålesund
Bodø
Lillehammer
Hammerfest
Narvik
Hamar
Tønsberg
Sandnes
Copenhagen|Köpenhamn|København|Kopenhagen
Aarhus|Århus|Aarhus|Aarhus
Odense
Aalborg|Ålborg|Aalborg|Aalborg
Esbjerg
Roskilde
Helsingør|Helsingör|Helsingør|Helsingør
Billund
Skagen
Randers
Kolding
Vejle
Elsinore|-|-|-
""")

card("A US state", "En delstat i USA", "En delstat i USA", "Ein US-Bundesstaat", """
Alabama
Alaska
Arizona
Arkansas
California|Kalifornien|California|Kalifornien
Colorado
Connecticut
Delaware
Florida
Georgia
Hawaii
Idaho
Illinois
Indiana
Iowa
Kansas
Kentucky
Louisiana
Maine
Maryland
Massachusetts
Michigan
Minnesota
Mississippi
Missouri
Montana
Nebraska
Nevada
New Hampshire
New Jersey
New Mexico
New York
North Carolina|North Carolina|Nord-Carolina|North Carolina
South Carolina|South Carolina|Sør-Carolina|South Carolina
North Dakota|North Dakota|Nord-Dakota|North Dakota
South Dakota|South Dakota|Sør-Dakota|South Dakota
Ohio
Oklahoma
Oregon
Pennsylvania|Pennsylvania|Pennsylvania|Pennsylvania
Rhode Island
Tennessee
Texas
Utah
Vermont
Virginia
West Virginia
Washington
Wisconsin
Wyoming
@nb North Carolina; South Carolina; North Dakota; South Dakota
""")

# ---------------------------------------------------------------- nature geography
card("A river", "En flod eller älv", "En elv", "Ein Fluss", """
Nile|Nilen|Nilen|Nil
Amazon|Amazonfloden|Amazonas|Amazonas
-|Amazonas|-|-
Mississippi
Missouri
Thames|Themsen|Themsen|Themse
Rhine|Rhen|Rhinen|Rhein
Danube|Donau|Donau|Donau
Elbe
Seine
Loire
Rhône
Volga|Volga|Volga|Wolga
Dnieper|Dnepr|Dnepr|Dnepr
Oder
Vistula|Wisła|Wisła|Weichsel
Po
Tiber|Tibern|Tiber|Tiber
Ebro
Tagus|Tajo|Tejo|Tajo
Ganges
Indus
Yangtze|Yangtze|Yangtze|Jangtse
Yellow River|Gula floden|Den gule elv|Gelber Fluss
Mekong
Euphrates|Eufrat|Eufrat|Euphrat
Tigris
Jordan
Congo|Kongofloden|Kongoelva|Kongo
Niger
Zambezi|Zambezi|Zambezi|Sambesi
Limpopo
Orinoco|Orinoco|Orinoco|Orinoko
Rio Grande
Colorado
Hudson
Yukon
Moselle|Mosel|Mosel|Mosel
Main
Shannon
Glomma
@sv Klarälven; Dalälven; Göta älv; Torne älv; Ångermanälven; Indalsälven; Ljusnan; Umeälven; Luleälven; Piteälven; Kalix älv; Lagan; Fyrisån
@nb Gudbrandsdalslågen; Numedalslågen; Drammenselva; Otra; Namsen; Tana; Altaelva; Akerselva; Gaula; Orkla; Driva; Begna
@de Neckar; Weser; Ruhr; Spree; Isar; Havel; Saale; Ems; Lahn; Inn; Lech; Mulde
""")

card("A mountain or mountain range", "Ett berg eller en bergskedja", "Et fjell eller en fjellkjede",
     "Ein Berg oder Gebirge", """
Mount Everest
K2
Kilimanjaro
Mont Blanc
Matterhorn
Eiger
Jungfrau
Zugspitze
Mount Fuji|Fuji|Fuji|Fuji
Mount Olympus|Olympen|Olympos|Olymp
Etna|Etna|Etna|Ätna
Vesuvius|Vesuvius|Vesuv|Vesuv
Aconcagua
Ben Nevis
Table Mountain|Taffelberget|Taffelberget|Tafelberg
Sugarloaf Mountain|Sockertoppen|Sukkertoppen|Zuckerhut
Mount Ararat|Ararat|Ararat|Ararat
Mount Rushmore
Galdhøpiggen
Glittertind
Kebnekaise
Snøhetta
Alps|Alperna|Alpene|Alpen
Himalayas|Himalaya|Himalaya|Himalaya
Andes|Anderna|Andesfjellene|Anden
Rocky Mountains|Klippiga bergen|Rocky Mountains|Rocky Mountains
Pyrenees|Pyrenéerna|Pyreneene|Pyrenäen
Urals|Uralbergen|Uralfjellene|Ural
Carpathians|Karpaterna|Karpatene|Karpaten
Apennines|Apenninerna|Appenninene|Apennin
Caucasus|Kaukasus|Kaukasus|Kaukasus
Atlas Mountains|Atlasbergen|Atlasfjellene|Atlasgebirge
Appalachians|Appalacherna|Appalachene|Appalachen
Dolomites|Dolomiterna|Dolomittene|Dolomiten
Scandinavian Mountains|Skanderna|Kjølen|Skandinavisches Gebirge
Black Forest|Schwarzwald|Schwarzwald|Schwarzwald
Harz
Jotunheimen
Dovrefjell|Dovrefjäll|Dovrefjell|Dovrefjell
Sierra Nevada
Großglockner|Grossglockner|Grossglockner|Großglockner
@sv Fjällkedjan; Åreskutan; Sarek; Helags; Sylarna
@nb Gaustatoppen; Stetind; Romsdalshorn; Trolltindane; Hardangervidda; Skagastølstindane; Rondane
@de Watzmann; Brocken; Feldberg; Erzgebirge; Fichtelgebirge; Bayerischer Wald; Taunus; Eifel
""")

card("An island", "En ö", "En øy", "Eine Insel", """
Iceland|Island|Island|Island
Greenland|Grönland|Grønland|Grönland
Great Britain|Storbritannien|Storbritannia|Großbritannien
Ireland|Irland|Irland|Irland
Sicily|Sicilien|Sicilia|Sizilien
Sardinia|Sardinien|Sardinia|Sardinien
Corsica|Korsika|Korsika|Korsika
Crete|Kreta|Kreta|Kreta
Cyprus|Cypern|Kypros|Zypern
Malta
Mallorca
Ibiza
Tenerife|Teneriffa|Tenerife|Teneriffa
Gran Canaria
Lanzarote
Madeira
Rhodes|Rhodos|Rhodos|Rhodos
Santorini
Capri
Gotland
Öland
Bornholm
Åland
Svalbard|Svalbard|Svalbard|Spitzbergen
Rügen
Sylt
Hawaii
Bali
Java
Sumatra
Borneo
Madagascar|Madagaskar|Madagaskar|Madagaskar
Sri Lanka
Cuba|Kuba|Cuba|Kuba
Jamaica|Jamaica|Jamaica|Jamaika
Tasmania|Tasmanien|Tasmania|Tasmanien
New Guinea|Nya Guinea|Ny-Guinea|Neuguinea
Manhattan
Phuket
Zanzibar|Zanzibar|Zanzibar|Sansibar
Tahiti
Easter Island|Påskön|Påskeøya|Osterinsel
Funen|Fyn|Fyn|Fünen
Zealand|Själland|Sjælland|Seeland
@sv Orust; Tjörn; Ven; Värmdö; Visingsö
@nb Senja; Hitra; Karmøy; Sotra; Tjøme
@de Helgoland; Usedom; Fehmarn; Norderney; Föhr; Amrum; Borkum; Mainau
""")

card("A sea or ocean", "Ett hav", "Et hav", "Ein Meer oder Ozean", """
Atlantic Ocean|Atlanten|Atlanterhavet|Atlantik
Pacific Ocean|Stilla havet|Stillehavet|Pazifik
Indian Ocean|Indiska oceanen|Det indiske hav|Indischer Ozean
Arctic Ocean|Norra ishavet|Nordishavet|Arktischer Ozean
Southern Ocean|Södra ishavet|Sørishavet|Südlicher Ozean
Mediterranean Sea|Medelhavet|Middelhavet|Mittelmeer
North Sea|Nordsjön|Nordsjøen|Nordsee
Baltic Sea|Östersjön|Østersjøen|Ostsee
Black Sea|Svarta havet|Svartehavet|Schwarzes Meer
Red Sea|Röda havet|Rødehavet|Rotes Meer
Dead Sea|Döda havet|Dødehavet|Totes Meer
Caribbean Sea|Karibiska havet|Det karibiske hav|Karibisches Meer
Caspian Sea|Kaspiska havet|Det kaspiske hav|Kaspisches Meer
Adriatic Sea|Adriatiska havet|Adriaterhavet|Adria
Aegean Sea|Egeiska havet|Egeerhavet|Ägäis
Norwegian Sea|Norska havet|Norskehavet|Europäisches Nordmeer
Barents Sea|Barents hav|Barentshavet|Barentssee
Bering Sea|Berings hav|Beringhavet|Beringmeer
Irish Sea|Irländska sjön|Irskesjøen|Irische See
Arabian Sea|Arabiska havet|Arabiahavet|Arabisches Meer
South China Sea|Sydkinesiska havet|Sør-Kinahavet|Südchinesisches Meer
Yellow Sea|Gula havet|Gulehavet|Gelbes Meer
Sea of Japan|Japanska havet|Japanhavet|Japanisches Meer
White Sea|Vita havet|Kvitsjøen|Weißes Meer
Tasman Sea|Tasmanhavet|Tasmanhavet|Tasmansee
Coral Sea|Korallhavet|Korallhavet|Korallenmeer
Sargasso Sea|Sargassohavet|Sargassohavet|Sargassosee
Ionian Sea|Joniska havet|Det joniske hav|Ionisches Meer
Tyrrhenian Sea|Tyrrenska havet|Tyrrenhavet|Tyrrhenisches Meer
Wadden Sea|Vadehavet|Vadehavet|Wattenmeer
Kattegat
Skagerrak
-|Bottenhavet|Bottenhavet|Bottensee
@en Atlantic; Pacific; Mediterranean; Arctic
@sv Atlantiska oceanen; Ishavet; Bottniska viken
@nb Ishavet; Atlanteren
@de Atlantischer Ozean; Pazifischer Ozean; Stiller Ozean; Nordpolarmeer; Adriatisches Meer; Ägäisches Meer
""")

card("A lake", "En sjö", "En innsjø", "Ein See", """
Lake Victoria|Victoriasjön|Victoriasjøen|Victoriasee
Lake Baikal|Bajkalsjön|Bajkalsjøen|Baikalsee
Lake Titicaca|Titicacasjön|Titicacasjøen|Titicacasee
Lake Superior|Övre sjön|Lake Superior|Oberer See
Lake Michigan|Michigansjön|Michigansjøen|Michigansee
Lake Ontario|Ontariosjön|Ontariosjøen|Ontariosee
Lake Erie|Eriesjön|Eriesjøen|Eriesee
Lake Huron|Huronsjön|Huronsjøen|Huronsee
Lake Geneva|Genèvesjön|Genfersjøen|Genfer See
Lake Constance|Bodensjön|Bodensjøen|Bodensee
Loch Ness
Lake Como|Comosjön|Comosjøen|Comer See
Lake Garda|Gardasjön|Gardasjøen|Gardasee
Lake Maggiore|Lago Maggiore|Lago Maggiore|Lago Maggiore
Lake Ladoga|Ladoga|Ladoga|Ladogasee
Lake Balaton|Balaton|Balaton|Plattensee
Lake Tanganyika|Tanganyikasjön|Tanganyikasjøen|Tanganjikasee
Lake Malawi|Malawisjön|Malawisjøen|Malawisee
Lake Chad|Tchadsjön|Tsjadsjøen|Tschadsee
Lake Tahoe
Great Salt Lake|Stora Saltsjön|Great Salt Lake|Großer Salzsee
Lake Lucerne|Vierwaldstättersjön|Vierwaldstättersjøen|Vierwaldstättersee
Lake Zurich|Zürichsjön|Zürichsjøen|Zürichsee
Vänern
Vättern
Mälaren
Mjøsa
Saimaa
Chiemsee
Loch Lomond
@sv Hjälmaren; Siljan; Storsjön; Torneträsk; Runn; Sommen; Bolmen; Femunden
@nb Femunden; Tyrifjorden; Randsfjorden; Tinnsjøen; Sognsvann; Maridalsvannet; Øyeren
@de Müritz; Starnberger See; Königssee; Tegernsee; Ammersee; Titisee; Wannsee; Steinhuder Meer; Schweriner See; Edersee
""")

# languages: names from babel / CLDR
LANG_CODES = ("en sv no da fi is de fr es pt it nl pl ru uk cs el tr ar he fa hi ur bn zh ja ko th vi "
              "id sw la hu ro et se eo ga cy so ku sr hr fo kl tl pa ta yue").split()
LANG_OVERRIDES = {
    "se": {"en": ["Sami"], "sv": ["samiska"], "nb": ["samisk"], "de": ["Samisch"]},
    "bn": {"en": ["Bengali"]},
    "kl": {"en": ["Greenlandic"]},
    "sw": {"de": ["Swahili", "Suaheli"]},
    "cy": {"sv": ["walesiska", "kymriska"]},
    "nl": {"sv": ["nederländska", "holländska"], "nb": ["nederlandsk", "hollandsk"],
           "de": ["Niederländisch", "Holländisch"]},
    "no": {"nb": ["norsk", "nynorsk", "bokmål"]},
}


def languages():
    out = {l: [] for l in LANGS}
    for c in LANG_CODES:
        for l in LANGS:
            out[l].extend(LANG_OVERRIDES.get(c, {}).get(l) or [_LOC[l].languages[c]])
    extra = parse("Mandarin|mandarin|mandarin|Mandarin\nSign language|teckenspråk|tegnspråk|Gebärdensprache")
    for l in LANGS:
        out[l].extend(extra[l])
    return out


card("A language", "Ett språk", "Et språk", "Eine Sprache", languages())

card("A currency", "En valuta", "En valuta", "Eine Währung", """
euro|euro|euro|Euro
dollar|dollar|dollar|Dollar
pound|pund|pund|Pfund
krona|krona|krone|Krone
krone|-|-|-
yen|yen|yen|Yen
yuan|yuan|yuan|Yuan
renminbi|renminbi|renminbi|Renminbi
rouble|rubel|rubel|Rubel
rupee|rupie|rupi|Rupie
franc|franc|franc|Franc
Swiss franc|schweizerfranc|sveitsisk franc|Franken
Deutsche Mark|D-mark|D-mark|D-Mark
mark|mark|mark|Mark
lira|lira|lira|Lira
peseta|peseta|peseta|Peseta
drachma|drachma|drakme|Drachme
guilder|gulden|gylden|Gulden
złoty|zloty|zloty|Złoty
forint|forint|forint|Forint
won|won|won|Won
baht|baht|baht|Baht
rand|rand|rand|Rand
peso|peso|peso|Peso
real|real|real|Real
shekel|shekel|shekel|Schekel
dinar|dinar|dinar|Dinar
dirham|dirham|dirham|Dirham
rial|rial|rial|Rial
lev|lev|lev|Lew
kuna|kuna|kuna|Kuna
hryvnia|hryvnja|hryvnja|Hrywnja
rupiah|rupiah|rupiah|Rupiah
dong|dong|dong|Dong
escudo|escudo|escudo|Escudo
schilling|schilling|schilling|Schilling
bitcoin|bitcoin|bitcoin|Bitcoin
@en sterling; US dollar
@sv pund sterling; norsk krona; dansk krona; amerikansk dollar
@nb pund sterling; svensk krone; dansk krone; amerikansk dollar
@de Pfund Sterling; US-Dollar; Schwedische Krone; Norwegische Krone; Dänische Krone
""")

card("A famous building or landmark", "En berömd byggnad", "Et berømt byggverk",
     "Ein berühmtes Bauwerk", """
Eiffel Tower|Eiffeltornet|Eiffeltårnet|Eiffelturm
Big Ben
Colosseum|Colosseum|Colosseum|Kolosseum
Leaning Tower of Pisa|Lutande tornet i Pisa|Det skjeve tårn i Pisa|Schiefer Turm von Pisa
Statue of Liberty|Frihetsgudinnan|Frihetsgudinnen|Freiheitsstatue
Taj Mahal
Great Wall of China|Kinesiska muren|Den kinesiske mur|Chinesische Mauer
Pyramids of Giza|Pyramiderna i Giza|Pyramidene i Giza|Pyramiden von Gizeh
Great Pyramid|Cheopspyramiden|Keopspyramiden|Cheops-Pyramide
Sydney Opera House|Operahuset i Sydney|Operahuset i Sydney|Opernhaus von Sydney
Oslo Opera House|Operahuset i Oslo|Operahuset i Oslo|Opernhaus Oslo
Acropolis|Akropolis|Akropolis|Akropolis
Parthenon
Sagrada Família
Notre-Dame
Louvre|Louvren|Louvre|Louvre
Arc de Triomphe|Triumfbågen|Triumfbuen|Triumphbogen
Brandenburg Gate|Brandenburger Tor|Brandenburger Tor|Brandenburger Tor
Cologne Cathedral|Kölnerdomen|Kölnerdomen|Kölner Dom
Neuschwanstein|Neuschwanstein|Neuschwanstein|Schloss Neuschwanstein
Buckingham Palace
Tower Bridge
Tower of London
Westminster Abbey
London Eye
Stonehenge
Kremlin|Kreml|Kreml|Kreml
St. Basil's Cathedral|Vasilijkatedralen|Vasilijkatedralen|Basilius-Kathedrale
St. Peter's Basilica|Peterskyrkan|Peterskirken|Petersdom
Sistine Chapel|Sixtinska kapellet|Det sixtinske kapell|Sixtinische Kapelle
Empire State Building
Golden Gate Bridge|Golden Gate-bron|Golden Gate-broen|Golden Gate Bridge
White House|Vita huset|Det hvite hus|Weißes Haus
Burj Khalifa
Machu Picchu
Christ the Redeemer|Kristusstatyn i Rio|Kristusstatuen i Rio|Cristo Redentor
-|-|-|Christusstatue
Chichén Itzá
Angkor Wat
Petra
Alhambra
Palace of Versailles|Versailles|Versailles|Schloss Versailles
Hagia Sophia|Hagia Sofia|Hagia Sofia|Hagia Sophia
Forbidden City|Förbjudna staden|Den forbudte by|Verbotene Stadt
Atomium
The Little Mermaid|Den lilla sjöjungfrun|Den lille havfrue|Kleine Meerjungfrau
Stockholm City Hall|Stockholms stadshus|Stockholms rådhus|Stockholmer Stadthaus
Oslo City Hall|Oslo rådhus|Oslo rådhus|Osloer Rathaus
Holmenkollen
Nidaros Cathedral|Nidarosdomen|Nidarosdomen|Nidarosdom
Turning Torso
Kronborg
Berlin Wall|Berlinmuren|Berlinmuren|Berliner Mauer
Reichstag|Reichstag|Riksdagsbygningen|Reichstag
CN Tower
Petronas Towers
Trevi Fountain|Fontana di Trevi|Fontana di Trevi|Trevi-Brunnen
Charles Bridge|Karlsbron|Karlsbroen|Karlsbrücke
Alcatraz
@sv Globen; Vasamuseet; Kungliga slottet; Drottningholms slott; Uppsala domkyrka; Lunds domkyrka
@nb Akershus festning; Slottet; Bryggen; Stortinget; Ishavskatedralen; Vigelandsparken
@de Berliner Fernsehturm; Frauenkirche; Elbphilharmonie; Zwinger; Hofbräuhaus; Wartburg; Ulmer Münster; Hermannsdenkmal; Schloss Sanssouci
""")

card("A region in Europe", "En region i Europa", "En region i Europa", "Eine Region in Europa", """
Scandinavia|Skandinavien|Skandinavia|Skandinavien
Lapland|Lappland|Lappland|Lappland
Scotland|Skottland|Skottland|Schottland
Wales
Catalonia|Katalonien|Catalonia|Katalonien
Andalusia|Andalusien|Andalucía|Andalusien
Basque Country|Baskien|Baskerland|Baskenland
Galicia|Galicien|Galicia|Galicien
Bavaria|Bayern|Bayern|Bayern
Saxony|Sachsen|Sachsen|Sachsen
Tyrol|Tyrolen|Tirol|Tirol
Tuscany|Toscana|Toscana|Toskana
Lombardy|Lombardiet|Lombardia|Lombardei
Piedmont|Piemonte|Piemonte|Piemont
Sicily|Sicilien|Sicilia|Sizilien
Provence
Normandy|Normandie|Normandie|Normandie
Brittany|Bretagne|Bretagne|Bretagne
Alsace|Alsace|Alsace|Elsass
Burgundy|Bourgogne|Burgund|Burgund
Champagne
Riviera|Rivieran|Rivieraen|Riviera
Flanders|Flandern|Flandern|Flandern
Bohemia|Böhmen|Böhmen|Böhmen
Transylvania|Transsylvanien|Transilvania|Siebenbürgen
Balkans|Balkan|Balkan|Balkan
Baltic states|Baltikum|Baltikum|Baltikum
Cornwall
Yorkshire
Algarve
Costa del Sol
Costa Brava
Dalmatia|Dalmatien|Dalmatia|Dalmatien
Karelia|Karelen|Karelen|Karelien
Jutland|Jylland|Jylland|Jütland
Skåne|Skåne|Skåne|Schonen
@de Transsilvanien; Ruhrgebiet; Allgäu; Westfalen; Friesland; Pfalz; Rheinland; Schwaben; Franken; Holstein
@sv Norrland; Småland; Värmland; Jämtland; Dalarna; Halland; Västergötland; Bohuslän
@nb Vestlandet; Nordland; Finnmark; Trøndelag; Telemark; Sørlandet; Lofoten; Østlandet
""")

# ---------------------------------------------------------------- science
card("Something in space", "Något i rymden", "Noe i verdensrommet", "Etwas im Weltall", """
Sun|solen|sola|Sonne
-|sol|solen|-
Moon|månen|månen|Mond
-|måne|måne|-
Earth|jorden|jorda|Erde
-|-|jorden|-
Mercury|Merkurius|Merkur|Merkur
Venus
Mars
Jupiter
Saturn|Saturnus|Saturn|Saturn
Uranus
Neptune|Neptunus|Neptun|Neptun
Pluto
star|stjärna|stjerne|Stern
planet|planet|planet|Planet
comet|komet|komet|Komet
asteroid|asteroid|asteroide|Asteroid
meteor|meteor|meteor|Meteor
meteorite|meteorit|meteoritt|Meteorit
black hole|svart hål|svart hull|Schwarzes Loch
galaxy|galax|galakse|Galaxie
Milky Way|Vintergatan|Melkeveien|Milchstraße
Andromeda Galaxy|Andromedagalaxen|Andromedagalaksen|Andromedagalaxie
nebula|nebulosa|stjernetåke|Gasnebel
satellite|satellit|satellitt|Satellit
space station|rymdstation|romstasjon|Raumstation
ISS
Hubble Space Telescope|Hubbleteleskopet|Hubble-teleskopet|Hubble-Teleskop
space shuttle|rymdfärja|romferge|Raumfähre
rocket|raket|rakett|Rakete
astronaut|astronaut|astronaut|Astronaut
Halley's Comet|Halleys komet|Halleys komet|Halleyscher Komet
North Star|Polstjärnan|Polarstjernen|Polarstern
Sirius
Orion
Big Dipper|Karlavagnen|Karlsvogna|Großer Wagen
Titan
Europa
Io
Ganymede|Ganymedes|Ganymedes|Ganymed
asteroid belt|asteroidbältet|asteroidebeltet|Asteroidengürtel
supernova|supernova|supernova|Supernova
UFO|ufo|ufo|Ufo
solar system|solsystemet|solsystemet|Sonnensystem
dwarf planet|dvärgplanet|dvergplanet|Zwergplanet
shooting star|stjärnfall|stjerneskudd|Sternschnuppe
Sputnik
Voyager
space probe|rymdsond|romsonde|Raumsonde
alien|utomjording|romvesen|Außerirdischer
""")

card("A chemical element", "Ett grundämne", "Et grunnstoff", "Ein chemisches Element", """
hydrogen|väte|hydrogen|Wasserstoff
helium|helium|helium|Helium
lithium|litium|litium|Lithium
carbon|kol|karbon|Kohlenstoff
nitrogen|kväve|nitrogen|Stickstoff
oxygen|syre|oksygen|Sauerstoff
fluorine|fluor|fluor|Fluor
neon|neon|neon|Neon
sodium|natrium|natrium|Natrium
magnesium|magnesium|magnesium|Magnesium
aluminium|aluminium|aluminium|Aluminium
silicon|kisel|silisium|Silicium
phosphorus|fosfor|fosfor|Phosphor
sulfur|svavel|svovel|Schwefel
chlorine|klor|klor|Chlor
argon|argon|argon|Argon
potassium|kalium|kalium|Kalium
calcium|kalcium|kalsium|Calcium
iron|järn|jern|Eisen
copper|koppar|kobber|Kupfer
zinc|zink|sink|Zink
nickel|nickel|nikkel|Nickel
cobalt|kobolt|kobolt|Cobalt
chromium|krom|krom|Chrom
manganese|mangan|mangan|Mangan
titanium|titan|titan|Titan
silver|silver|sølv|Silber
gold|guld|gull|Gold
platinum|platina|platina|Platin
mercury|kvicksilver|kvikksølv|Quecksilber
lead|bly|bly|Blei
tin|tenn|tinn|Zinn
uranium|uran|uran|Uran
plutonium|plutonium|plutonium|Plutonium
radium|radium|radium|Radium
radon|radon|radon|Radon
iodine|jod|jod|Jod
arsenic|arsenik|arsen|Arsen
tungsten|volfram|wolfram|Wolfram
xenon|xenon|xenon|Xenon
krypton|krypton|krypton|Krypton
boron|bor|bor|Bor
@en aluminum; sulphur
@nb vannstoff; kullstoff; kvelstoff; surstoff
@de Silizium; Kalzium; Kobalt; Iod
""")

card("A famous scientist", "En känd forskare", "En kjent forsker", "Ein berühmter Wissenschaftler", """
Albert Einstein
Isaac Newton
Marie Curie
Charles Darwin
Galileo Galilei
Nicolaus Copernicus|Nicolaus Copernicus|Nikolaus Kopernikus|Nikolaus Kopernikus
Johannes Kepler
Stephen Hawking
Niels Bohr
Max Planck
Werner Heisenberg
Erwin Schrödinger
Alfred Nobel
Anders Celsius
Carl Linnaeus|Carl von Linné|Carl von Linné|Carl von Linné
Louis Pasteur
Alexander Fleming
Nikola Tesla
Thomas Edison
Archimedes
Pythagoras
Euclid|Euklides|Euklid|Euklid
Leonardo da Vinci
Gregor Mendel
Dmitri Mendeleev|Dmitrij Mendelejev|Dmitrij Mendelejev|Dmitri Mendelejew
Michael Faraday
James Watt
Robert Koch
Wilhelm Röntgen|Wilhelm Röntgen|Wilhelm Röntgen|Wilhelm Conrad Röntgen
Alexander von Humboldt
Carl Friedrich Gauss|Carl Friedrich Gauss|Carl Friedrich Gauss|Carl Friedrich Gauß
Ada Lovelace
Alan Turing
Rosalind Franklin
Jane Goodall
Richard Feynman
Robert Oppenheimer
Edwin Hubble
Tycho Brahe
Svante Arrhenius
Anders Ångström
Lise Meitner
Otto Hahn
Kristian Birkeland
Carl Sagan
Sigmund Freud
Ivan Pavlov|Ivan Pavlov|Ivan Pavlov|Iwan Pawlow
Hippocrates|Hippokrates|Hippokrates|Hippokrates
Alessandro Volta
Blaise Pascal
James Clerk Maxwell
Ole Rømer|Ole Rømer|Ole Rømer|Ole Rømer
""")

card("A unit of measurement", "En måttenhet", "En måleenhet", "Eine Maßeinheit", """
metre|meter|meter|Meter
kilometre|kilometer|kilometer|Kilometer
centimetre|centimeter|centimeter|Zentimeter
millimetre|millimeter|millimeter|Millimeter
mile|mil|mil|Meile
inch|tum|tomme|Zoll
foot|fot|fot|Fuß
yard|yard|yard|Yard
gram|gram|gram|Gramm
kilogram|kilogram|kilogram|Kilogramm
kilo|kilo|kilo|Kilo
tonne|ton|tonn|Tonne
pound|skålpund|pund|Pfund
ounce|uns|unse|Unze
litre|liter|liter|Liter
decilitre|deciliter|desiliter|Deziliter
millilitre|milliliter|milliliter|Milliliter
gallon|gallon|gallon|Gallone
pint|pint|pint|Pint
second|sekund|sekund|Sekunde
minute|minut|minutt|Minute
hour|timme|time|Stunde
degree|grad|grad|Grad
Celsius
Fahrenheit
Kelvin
watt|watt|watt|Watt
volt|volt|volt|Volt
ampere|ampere|ampere|Ampere
ohm|ohm|ohm|Ohm
joule|joule|joule|Joule
calorie|kalori|kalori|Kalorie
newton|newton|newton|Newton
hertz|hertz|hertz|Hertz
pascal|pascal|pascal|Pascal
bar|bar|bar|Bar
decibel|decibel|desibel|Dezibel
light-year|ljusår|lysår|Lichtjahr
horsepower|hästkraft|hestekraft|Pferdestärke
kilowatt-hour|kilowattimme|kilowattime|Kilowattstunde
hectare|hektar|hektar|Hektar
byte|byte|byte|Byte
knot|knop|knop|Knoten
nautical mile|sjömil|nautisk mil|Seemeile
carat|karat|karat|Karat
@en meter; liter; ton; kilometer; centimeter; millimeter; acre
@sv pund; tunnland
@nb mål
""")

card("A disease", "En sjukdom", "En sykdom", "Eine Krankheit", """
flu|influensa|influensa|Grippe
common cold|förkylning|forkjølelse|Erkältung
cancer|cancer|kreft|Krebs
measles|mässling|meslinger|Masern
chickenpox|vattkoppor|vannkopper|Windpocken
mumps|påssjuka|kusma|Mumps
rubella|röda hund|røde hunder|Röteln
whooping cough|kikhosta|kikhoste|Keuchhusten
scarlet fever|scharlakansfeber|skarlagensfeber|Scharlach
diphtheria|difteri|difteri|Diphtherie
malaria|malaria|malaria|Malaria
tuberculosis|tuberkulos|tuberkulose|Tuberkulose
plague|pest|pest|Pest
cholera|kolera|kolera|Cholera
smallpox|smittkoppor|kopper|Pocken
polio|polio|polio|Polio
diabetes|diabetes|diabetes|Diabetes
asthma|astma|astma|Asthma
COVID-19|covid-19|covid-19|Covid-19
AIDS|aids|aids|Aids
HIV|hiv|hiv|HIV
Ebola|ebola|ebola|Ebola
pneumonia|lunginflammation|lungebetennelse|Lungenentzündung
bronchitis|bronkit|bronkitt|Bronchitis
tonsillitis|halsfluss|halsbetennelse|Mandelentzündung
migraine|migrän|migrene|Migräne
scurvy|skörbjugg|skjørbuk|Skorbut
leprosy|lepra|lepra|Lepra
rabies|rabies|rabies|Tollwut
tetanus|stelkramp|stivkrampe|Tetanus
typhus|tyfus|tyfus|Typhus
Alzheimer's disease|Alzheimers sjukdom|Alzheimers sykdom|Alzheimer
Parkinson's disease|Parkinsons sjukdom|Parkinsons sykdom|Parkinson
appendicitis|blindtarmsinflammation|blindtarmbetennelse|Blinddarmentzündung
dementia|demens|demens|Demenz
hepatitis|hepatit|hepatitt|Hepatitis
Lyme disease|borrelia|borreliose|Borreliose
norovirus|vinterkräksjuka|omgangssyke|Norovirus
rheumatism|reumatism|revmatisme|Rheuma
gout|gikt|gikt|Gicht
allergy|allergi|allergi|Allergie
stroke|stroke|hjerneslag|Schlaganfall
@en covid; Alzheimer's; Parkinson's
@sv covid; corona; Alzheimers; Parkinsons; hjärtinfarkt
@nb covid; korona; Alzheimers; Parkinsons; hjerteinfarkt
@de Corona; Herzinfarkt
""")

card("A gemstone", "En ädelsten", "En edelsten", "Ein Edelstein", """
diamond|diamant|diamant|Diamant
ruby|rubin|rubin|Rubin
sapphire|safir|safir|Saphir
emerald|smaragd|smaragd|Smaragd
opal|opal|opal|Opal
pearl|pärla|perle|Perle
amethyst|ametist|ametyst|Amethyst
topaz|topas|topas|Topas
jade|jade|jade|Jade
amber|bärnsten|rav|Bernstein
garnet|granat|granat|Granat
turquoise|turkos|turkis|Türkis
onyx|onyx|onyks|Onyx
aquamarine|akvamarin|akvamarin|Aquamarin
lapis lazuli|lapis lazuli|lapis lazuli|Lapislazuli
quartz|kvarts|kvarts|Quarz
rose quartz|rosenkvarts|rosekvarts|Rosenquarz
rock crystal|bergkristall|bergkrystall|Bergkristall
moonstone|månsten|månestein|Mondstein
tiger's eye|tigeröga|tigerøye|Tigerauge
agate|agat|agat|Achat
jasper|jaspis|jaspis|Jaspis
citrine|citrin|citrin|Citrin
tourmaline|turmalin|turmalin|Turmalin
peridot|peridot|peridot|Peridot
obsidian|obsidian|obsidian|Obsidian
malachite|malakit|malakitt|Malachit
zircon|zirkon|zirkon|Zirkon
tanzanite|tanzanit|tanzanitt|Tansanit
coral|korall|korall|Koralle
@nb larvikitt; thulitt
""")

card("A geometric shape", "En geometrisk form", "En geometrisk figur", "Eine geometrische Form", """
circle|cirkel|sirkel|Kreis
square|kvadrat|kvadrat|Quadrat
triangle|triangel|trekant|Dreieck
rectangle|rektangel|rektangel|Rechteck
pentagon|femhörning|femkant|Fünfeck
hexagon|sexhörning|sekskant|Sechseck
octagon|åttahörning|åttekant|Achteck
oval|oval|oval|Oval
ellipse|ellips|ellipse|Ellipse
rhombus|romb|rombe|Raute
trapezium|parallelltrapets|trapes|Trapez
parallelogram|parallellogram|parallellogram|Parallelogramm
quadrilateral|fyrhörning|firkant|Viereck
polygon|polygon|polygon|Vieleck
cube|kub|kube|Würfel
sphere|klot|kule|Kugel
cone|kon|kjegle|Kegel
cylinder|cylinder|sylinder|Zylinder
pyramid|pyramid|pyramide|Pyramide
prism|prisma|prisme|Prisma
tetrahedron|tetraeder|tetraeder|Tetraeder
star|stjärna|stjerne|Stern
heart|hjärta|hjerte|Herz
crescent|halvmåne|halvmåne|Halbmond
semicircle|halvcirkel|halvsirkel|Halbkreis
cross|kors|kors|Kreuz
spiral|spiral|spiral|Spirale
@en trapezoid
@sv trekant; pentagon; hexagon; oktagon; fyrkant; trapets
@nb pentagon; heksagon; oktagon
@de Rhombus; Pentagon; Hexagon; Oktagon; Polygon; Quader
""")

# ---------------------------------------------------------------- arts
card("A musical instrument", "Ett musikinstrument", "Et musikkinstrument", "Ein Musikinstrument", """
piano|piano|piano|Klavier
grand piano|flygel|flygel|Flügel
organ|orgel|orgel|Orgel
guitar|gitarr|gitar|Gitarre
electric guitar|elgitarr|elgitar|E-Gitarre
bass guitar|elbas|bassgitar|E-Bass
violin|fiol|fiolin|Geige
viola|viola|bratsj|Bratsche
cello|cello|cello|Cello
double bass|kontrabas|kontrabass|Kontrabass
harp|harpa|harpe|Harfe
drums|trummor|trommer|Schlagzeug
drum|trumma|tromme|Trommel
flute|flöjt|fløyte|Flöte
recorder|blockflöjt|blokkfløyte|Blockflöte
clarinet|klarinett|klarinett|Klarinette
oboe|oboe|obo|Oboe
bassoon|fagott|fagott|Fagott
saxophone|saxofon|saksofon|Saxofon
trumpet|trumpet|trompet|Trompete
trombone|trombon|trombone|Posaune
French horn|valthorn|valthorn|Horn
tuba|tuba|tuba|Tuba
accordion|dragspel|trekkspill|Akkordeon
harmonica|munspel|munnspill|Mundharmonika
banjo|banjo|banjo|Banjo
ukulele|ukulele|ukulele|Ukulele
mandolin|mandolin|mandolin|Mandoline
lute|luta|lutt|Laute
sitar|sitar|sitar|Sitar
bagpipes|säckpipa|sekkepipe|Dudelsack
xylophone|xylofon|xylofon|Xylofon
triangle|triangel|triangel|Triangel
tambourine|tamburin|tamburin|Tamburin
cymbals|cymbaler|cymbaler|Becken
timpani|pukor|pauker|Pauke
synthesizer|synt|synthesizer|Synthesizer
keyboard|keyboard|keyboard|Keyboard
harpsichord|cembalo|cembalo|Cembalo
didgeridoo|didgeridoo|didgeridoo|Didgeridoo
Hardanger fiddle|hardingfela|hardingfele|Hardangerfiedel
nyckelharpa|nyckelharpa|nøkkelharpe|Nyckelharpa
panpipes|panflöjt|panfløyte|Panflöte
bongo drums|bongotrummor|bongotrommer|Bongos
castanets|kastanjetter|kastanjetter|Kastagnetten
@en fiddle
@sv violin; synthesizer
@nb fele; langeleik; lur
@de Violine; Piano; Akustikgitarre
""")

card("A composer", "En kompositör", "En komponist", "Ein Komponist", """
Wolfgang Amadeus Mozart
Ludwig van Beethoven
Johann Sebastian Bach
Joseph Haydn
Franz Schubert
Frédéric Chopin
Pyotr Tchaikovsky|Pjotr Tjajkovskij|Pjotr Tsjajkovskij|Peter Tschaikowsky
Antonio Vivaldi
George Frideric Handel|Georg Friedrich Händel|Georg Friedrich Händel|Georg Friedrich Händel
Richard Wagner
Giuseppe Verdi
Giacomo Puccini
Johann Strauss
Richard Strauss
Johannes Brahms
Robert Schumann
Felix Mendelssohn
Franz Liszt
Edvard Grieg
Jean Sibelius
Carl Nielsen
Antonín Dvořák
Bedřich Smetana
Gustav Mahler
Claude Debussy
Maurice Ravel
Igor Stravinsky|Igor Stravinskij|Igor Stravinskij|Igor Strawinsky
Sergei Rachmaninoff|Sergej Rachmaninov|Sergej Rachmaninov|Sergei Rachmaninow
Sergei Prokofiev|Sergej Prokofjev|Sergej Prokofjev|Sergei Prokofjew
Dmitri Shostakovich|Dmitrij Sjostakovitj|Dmitrij Sjostakovitsj|Dmitri Schostakowitsch
Nikolai Rimsky-Korsakov|Nikolaj Rimskij-Korsakov|Nikolaj Rimskij-Korsakov|Nikolai Rimski-Korsakow
Gioachino Rossini
Georges Bizet
Hector Berlioz
Camille Saint-Saëns
Erik Satie
George Gershwin
Leonard Bernstein
John Williams
Hans Zimmer
Ennio Morricone
Andrew Lloyd Webber
Philip Glass
Carl Orff
Arvo Pärt
Benny Andersson
@sv Wilhelm Stenhammar; Hugo Alfvén; Franz Berwald; Lars-Erik Larsson; Carl Michael Bellman
@nb Ole Bull; Johan Halvorsen; Christian Sinding; Geirr Tveitt; Johan Svendsen; Agathe Backer Grøndahl
@de Engelbert Humperdinck; Kurt Weill; Max Bruch; Carl Maria von Weber; Georg Philipp Telemann; Paul Hindemith
""")

card("A famous painter or artist", "En känd konstnär", "En kjent kunstner", "Ein berühmter Künstler", """
Leonardo da Vinci
Michelangelo
Raphael|Rafael|Rafael|Raffael
Rembrandt
Vincent van Gogh
Pablo Picasso
Claude Monet
Édouard Manet
Pierre-Auguste Renoir
Edgar Degas
Paul Cézanne
Paul Gauguin
Henri Matisse
Salvador Dalí
René Magritte
Frida Kahlo
Andy Warhol
Jackson Pollock
Edvard Munch
Gustav Klimt
Egon Schiele
Wassily Kandinsky|Wassily Kandinsky|Wassily Kandinsky|Wassily Kandinsky
Paul Klee
Piet Mondrian
Johannes Vermeer|Johannes Vermeer|Jan Vermeer|Jan Vermeer
Albrecht Dürer
Caspar David Friedrich
Peter Paul Rubens
Sandro Botticelli
Caravaggio
Titian|Tizian|Tizian|Tizian
Francisco Goya|Francisco de Goya|Francisco Goya|Francisco de Goya
Diego Velázquez
El Greco
Hieronymus Bosch
Pieter Bruegel
Jan van Eyck
William Turner
Auguste Rodin
Banksy
Keith Haring
Roy Lichtenstein
Joan Miró
Marc Chagall
Hilma af Klint
Carl Larsson
Anders Zorn
Gustav Vigeland
Yayoi Kusama
Ai Weiwei
Jeff Koons
Damien Hirst
@sv Bruno Liljefors; Ernst Josephson; Carl Milles; Lars Lerin; John Bauer; Ernst Billgren; Isaac Grünewald
@nb Theodor Kittelsen; Nikolai Astrup; Hans Gude; Adolph Tidemand; Christian Krohg; Odd Nerdrum; Harald Sohlberg; Frida Hansen
@de Max Ernst; Gerhard Richter; Joseph Beuys; Franz Marc; August Macke; Emil Nolde; Otto Dix; Max Liebermann; Käthe Kollwitz; Lucas Cranach
""")

card("A famous writer", "En känd författare", "En kjent forfatter", "Ein berühmter Autor", """
William Shakespeare
Charles Dickens
Jane Austen
Mark Twain
Ernest Hemingway
Agatha Christie
J. K. Rowling
J. R. R. Tolkien
George Orwell
Oscar Wilde
Virginia Woolf
Leo Tolstoy|Lev Tolstoj|Lev Tolstoj|Leo Tolstoi
Fyodor Dostoevsky|Fjodor Dostojevskij|Fjodor Dostojevskij|Fjodor Dostojewski
Anton Chekhov|Anton Tjechov|Anton Tsjekhov|Anton Tschechow
Victor Hugo
Alexandre Dumas
Jules Verne
Johann Wolfgang von Goethe
Friedrich Schiller
Thomas Mann
Hermann Hesse
Franz Kafka
Bertolt Brecht
Günter Grass
Erich Kästner
Astrid Lindgren
Selma Lagerlöf
August Strindberg
Henrik Ibsen
Knut Hamsun
Hans Christian Andersen
Karen Blixen
Tove Jansson
Roald Dahl
Stephen King
Dan Brown
Edgar Allan Poe
Homer|Homeros|Homer|Homer
Dante Alighieri
Miguel de Cervantes
Gabriel García Márquez
Paulo Coelho
Haruki Murakami
Jo Nesbø
Stieg Larsson
Henning Mankell
Karl Ove Knausgård
Jon Fosse
Sigrid Undset
Bjørnstjerne Bjørnson
Lewis Carroll
C. S. Lewis
Arthur Conan Doyle
Charlotte Brontë
Emily Brontë
Mary Shelley
Bram Stoker
John Steinbeck
F. Scott Fitzgerald
Margaret Atwood
Toni Morrison
Cornelia Funke
Michael Ende
Brothers Grimm|Bröderna Grimm|Brødrene Grimm|Brüder Grimm
@sv Vilhelm Moberg; Camilla Läckberg; Jonas Gardell; Fredrik Backman; Jan Guillou; Jonas Jonasson; Sven Nordqvist; Maria Gripe; Hjalmar Söderberg; Tomas Tranströmer
@nb Alf Prøysen; Thorbjørn Egner; Anne-Cath. Vestly; Maja Lunde; Jostein Gaarder; Erlend Loe; Anne Holt; Gunnar Staalesen; Henrik Wergeland; Tarjei Vesaas; Herbjørg Wassmo; Lars Saabye Christensen
@de Heinrich Heine; Theodor Fontane; Heinrich Böll; Patrick Süskind; Otfried Preußler; Karl May; Sebastian Fitzek; Juli Zeh; Daniel Kehlmann; Wilhelm Busch
""")

card("A dance", "En dans", "En dans", "Ein Tanz", """
waltz|vals|vals|Walzer
tango|tango|tango|Tango
salsa|salsa|salsa|Salsa
samba|samba|samba|Samba
rumba|rumba|rumba|Rumba
cha-cha|cha-cha|cha-cha-cha|Cha-Cha-Cha
foxtrot|foxtrot|foxtrot|Foxtrott
quickstep|quickstep|quickstep|Quickstepp
jive|jive|jive|Jive
paso doble|paso doble|paso doble|Paso Doble
swing|swing|swing|Swing
lindy hop|lindy hop|lindy hop|Lindy Hop
jitterbug|jitterbug|jitterbug|Jitterbug
boogie-woogie|boogie-woogie|boogie-woogie|Boogie-Woogie
rock 'n' roll|rock'n'roll|rock'n'roll|Rock 'n' Roll
twist|twist|twist|Twist
disco|disco|disco|Disco
breakdance|breakdance|breakdance|Breakdance
hip-hop|hiphop|hiphop|Hip-Hop
ballet|balett|ballett|Ballett
flamenco|flamenco|flamenco|Flamenco
polka|polka|polka|Polka
mazurka|mazurka|masurka|Mazurka
polonaise|polonäs|polonese|Polonaise
minuet|menuett|menuett|Menuett
can-can|cancan|cancan|Cancan
charleston|charleston|charleston|Charleston
tap dance|steppdans|steppdans|Stepptanz
belly dance|magdans|magedans|Bauchtanz
hula|hula|hula|Hula
macarena|macarena|macarena|Macarena
zumba|zumba|zumba|Zumba
bachata|bachata|bachata|Bachata
merengue|merengue|merengue|Merengue
lambada|lambada|lambada|Lambada
limbo|limbo|limbo|Limbo
moonwalk|moonwalk|moonwalk|Moonwalk
line dance|linedance|linedance|Line Dance
square dance|squaredance|squaredance|Square Dance
Irish dance|irländsk dans|irsk dans|Irischer Tanz
haka|haka|haka|Haka
@sv bugg; polska; schottis; hambo; snoa; folkdans
@nb springar; halling; reinlender; pols; bugg; folkedans
@de Schuhplattler; Discofox; Ländler; Volkstanz; Standardtanz
""")

card("A music genre", "En musikgenre", "En musikksjanger", "Eine Musikrichtung", """
rock|rock|rock|Rock
pop|pop|pop|Pop
jazz|jazz|jazz|Jazz
blues|blues|blues|Blues
classical music|klassisk musik|klassisk musikk|Klassik
hip-hop|hiphop|hiphop|Hip-Hop
rap|rap|rap|Rap
reggae|reggae|reggae|Reggae
country|country|country|Country
folk music|folkmusik|folkemusikk|Volksmusik
heavy metal|heavy metal|heavy metal|Heavy Metal
hard rock|-|hardrock|Hardrock
metal|metal|metal|Metal
punk|punk|punk|Punk
techno|techno|techno|Techno
house|house|house|House
disco|disco|disco|Disco
soul|soul|soul|Soul
funk|funk|funk|Funk
R&B|R&B|R&B|R&B
gospel|gospel|gospel|Gospel
opera|opera|opera|Oper
electronic music|elektronisk musik|elektronisk musikk|Elektro
dubstep|dubstep|dubstep|Dubstep
grunge|grunge|grunge|Grunge
indie|indie|indie|Indie
salsa|salsa|salsa|Salsa
swing|swing|swing|Swing
ska|ska|ska|Ska
schlager|schlager|schlager|Schlager
rock 'n' roll|rock'n'roll|rock'n'roll|Rock 'n' Roll
K-pop|k-pop|k-pop|K-Pop
trance|trance|trance|Trance
bossa nova|bossa nova|bossa nova|Bossa Nova
singer-songwriter|visa|visesang|Liedermacher
@en soundtrack; bluegrass; emo; EDM; drum and bass
@sv dansband; proggrock; hårdrock; dansbandsmusik; elektronisk dansmusik
@nb joik; black metal; danseband; viser
@de Krautrock; Neue Deutsche Welle; Volkstümliche Musik; Deutschrap; Electro
""")

card("A band", "Ett band", "Et band", "Eine Band", """
The Beatles
The Rolling Stones
ABBA
Queen
U2
Metallica
Coldplay
a-ha
Roxette
Kiss
AC/DC
Led Zeppelin
Pink Floyd
Nirvana
Oasis
Spice Girls
Backstreet Boys
Take That
Kraftwerk
Rammstein
Scorpions
Depeche Mode
Bee Gees
Boney M.
Modern Talking
The Doors
Eagles
Red Hot Chili Peppers
Guns N' Roses
Bon Jovi
Radiohead
Foo Fighters
Muse
Green Day
Linkin Park
Maroon 5
Imagine Dragons
One Direction
BTS
Daft Punk
Blur
The Who
Fleetwood Mac
Aerosmith
Iron Maiden
Deep Purple
The Beach Boys
Sex Pistols
The Clash
Europe
The Cardigans
Måneskin
Arctic Monkeys
Swedish House Mafia
Ace of Base
@sv Kent; Gyllene Tider; Ebba Grön; Hep Stars; Sabaton; Mando Diao; The Hives; Imperiet; Lasse Stefanz; Vikingarna; Noice; Broder Daniel
@nb Kaizers Orchestra; DumDum Boys; deLillos; Raga Rockers; TNT; Turbonegro; Vamp; Postgirobygget; Bigbang; Madrugada; Röyksopp; Gluecifer
@de Die Ärzte; Die Toten Hosen; Tokio Hotel; Die Fantastischen Vier; BAP; Silbermond; Wir sind Helden; Juli; Revolverheld; Sportfreunde Stiller; Culcha Candela; Santiano
""")

card("A famous singer", "En sångare eller sångerska", "En kjent sanger", "Ein Sänger oder eine Sängerin", """
Elvis Presley
Madonna
Michael Jackson
Whitney Houston
Taylor Swift
Beyoncé
Adele
Rihanna
Lady Gaga
Britney Spears
Frank Sinatra
David Bowie
Prince
Elton John
Bob Dylan
Bruce Springsteen
Tina Turner
Céline Dion
Ed Sheeran
Justin Bieber
Billie Eilish
Cher
Dolly Parton
Johnny Cash
Amy Winehouse
Kylie Minogue
Shakira
Robbie Williams
Freddie Mercury
Stevie Wonder
Aretha Franklin
Bob Marley
Ray Charles
Eminem
Bruno Mars
Katy Perry
Sting
Phil Collins
Mariah Carey
Ariana Grande
Dua Lipa
The Weeknd
Harry Styles
Miley Cyrus
Bono
Mick Jagger
John Lennon
Paul McCartney
Édith Piaf
Elvis Costello
Zara Larsson
Robyn
Loreen
Sissel
Morten Harket
Aurora
Sigrid
Alexander Rybak
Helene Fischer
Nena
@sv Carola; Håkan Hellström; Ted Gärdestad; Laleh; Måns Zelmerlöw; Lena Philipsson; Tomas Ledin; Per Gessle; Marie Fredriksson; Agnetha Fältskog; Veronica Maggio; Tove Lo; Molly Sandén; Lars Winnerbäck; Eric Saade; Petra Marklund; Peter Jöback; Anni-Frid Lyngstad
@nb Åge Aleksandersen; Ane Brun; Astrid S; Maria Mena; Marit Larsen; Jahn Teigen; Lene Marlin; Bernhoft; Kurt Nilsen; Sondre Lerche; Marion Ravn; Dagny; Girl in Red; Karpe; Ingrid Bjørnov; Bjørn Eidsvåg; Sondre Justad; Hanne Krogh
@de Herbert Grönemeyer; Udo Lindenberg; Peter Maffay; Marius Müller-Westernhagen; Udo Jürgens; Andrea Berg; Roland Kaiser; Mark Forster; Lena Meyer-Landrut; Sarah Connor; Xavier Naidoo; Marlene Dietrich; Nina Hagen; Heino; Peter Fox; Tim Bendzko; Max Raabe; Vanessa Mai; Wincent Weiss; Howard Carpendale
""")

card("A musical or opera", "En musikal eller opera", "En musikal eller opera", "Ein Musical oder eine Oper", """
Cats
Mamma Mia!
The Phantom of the Opera|Fantomen på Operan|Fantomet i operaen|Das Phantom der Oper
Les Misérables
West Side Story
Grease
Hair
Chess
Evita
Jesus Christ Superstar
The Lion King|Lejonkungen|Løvenes konge|Der König der Löwen
Chicago
Cabaret
The Sound of Music|Sound of Music|Sound of Music|The Sound of Music
My Fair Lady
Hamilton
Wicked
Annie
Fiddler on the Roof|Spelman på taket|Spelemann på taket|Anatevka
Starlight Express
Miss Saigon
Mary Poppins
The Rocky Horror Show
Oliver!
The Book of Mormon
Carmen
Aida
La traviata
The Magic Flute|Trollflöjten|Tryllefløyten|Die Zauberflöte
Tosca
Madama Butterfly
La bohème
Don Giovanni
The Marriage of Figaro|Figaros bröllop|Figaros bryllup|Die Hochzeit des Figaro
Rigoletto
Nabucco
Lohengrin
Tannhäuser
The Ring of the Nibelung|Nibelungens ring|Nibelungens ring|Der Ring des Nibelungen
Fidelio
Turandot
Otello
The Barber of Seville|Barberaren i Sevilla|Barberen i Sevilla|Der Barbier von Sevilla
Porgy and Bess
Die Fledermaus|Läderlappen|Flaggermusen|Die Fledermaus
The Threepenny Opera|Tolvskillingsoperan|Tolvskillingsoperaen|Die Dreigroschenoper
Hansel and Gretel|Hans och Greta|Hans og Grete|Hänsel und Gretel
Carmina Burana
@sv Kristina från Duvemåla
@de Elisabeth; Tanz der Vampire; Ludwig²; Der Freischütz; Die lustige Witwe
""")

card("An art style", "En konststil", "En kunststil", "Eine Kunstrichtung", """
Impressionism|impressionism|impresjonisme|Impressionismus
Expressionism|expressionism|ekspresjonisme|Expressionismus
Cubism|kubism|kubisme|Kubismus
Surrealism|surrealism|surrealisme|Surrealismus
Pop Art|popkonst|popkunst|Pop-Art
Art Nouveau|jugend|jugendstil|Jugendstil
Art Deco|art déco|art deco|Art déco
Bauhaus
Baroque|barock|barokk|Barock
Renaissance|renässans|renessanse|Renaissance
Rococo|rokoko|rokokko|Rokoko
Gothic|gotik|gotikk|Gotik
Romanesque|romansk stil|romansk stil|Romanik
Romanticism|romantik|romantikk|Romantik
Realism|realism|realisme|Realismus
Naturalism|naturalism|naturalisme|Naturalismus
Classicism|klassicism|klassisisme|Klassizismus
Neoclassicism|nyklassicism|nyklassisisme|Neoklassizismus
Modernism|modernism|modernisme|Moderne
Minimalism|minimalism|minimalisme|Minimalismus
Functionalism|funktionalism|funksjonalisme|Funktionalismus
Brutalism|brutalism|brutalisme|Brutalismus
Dadaism|dadaism|dadaisme|Dadaismus
Futurism|futurism|futurisme|Futurismus
Pointillism|pointillism|pointillisme|Pointillismus
Abstract art|abstrakt konst|abstrakt kunst|Abstrakte Kunst
Symbolism|symbolism|symbolisme|Symbolismus
Street art|gatukonst|gatekunst|Street-Art
Graffiti|graffiti|graffiti|Graffiti
Post-Impressionism|postimpressionism|postimpresjonisme|Postimpressionismus
Fauvism|fauvism|fauvisme|Fauvismus
Op art|op-konst|op-kunst|Op-Art
Photorealism|fotorealism|fotorealisme|Fotorealismus
@sv funkis; jugendstil
@nb jugend; dragestil; funkis
@de Biedermeier; Klassik
""")

# ---------------------------------------------------------------- entertainment
card("A film star", "En filmstjärna", "En filmstjerne", "Ein Filmstar", """
Marilyn Monroe
Audrey Hepburn
Humphrey Bogart
Charlie Chaplin
Greta Garbo
Ingrid Bergman
Marlene Dietrich
James Dean
Marlon Brando
Clark Gable
Cary Grant
Grace Kelly
Elizabeth Taylor
John Wayne
Meryl Streep
Tom Hanks
Tom Cruise
Brad Pitt
Angelina Jolie
Leonardo DiCaprio
Julia Roberts
Johnny Depp
Nicole Kidman
George Clooney
Robert De Niro
Al Pacino
Jack Nicholson
Morgan Freeman
Denzel Washington
Will Smith
Harrison Ford
Sean Connery
Arnold Schwarzenegger
Sylvester Stallone
Bruce Willis
Keanu Reeves
Scarlett Johansson
Jennifer Lawrence
Emma Watson
Daniel Radcliffe
Kate Winslet
Sandra Bullock
Cameron Diaz
Matt Damon
Ryan Gosling
Margot Robbie
Natalie Portman
Anthony Hopkins
Judi Dench
Helen Mirren
Sophia Loren
Brigitte Bardot
Jackie Chan
Bruce Lee
Mads Mikkelsen
Alicia Vikander
Stellan Skarsgård
Alexander Skarsgård
Noomi Rapace
Max von Sydow
Liv Ullmann
Rebecca Ferguson
Dolph Lundgren
Til Schweiger
Diane Kruger
Christoph Waltz
Daniel Brühl
Romy Schneider
@sv Mikael Persbrandt; Rolf Lassgård; Peter Haber; Lena Endre; Helena Bergström; Gösta Ekman; Pernilla August; Michael Nyqvist
@nb Aksel Hennie; Kristofer Hivju; Anders Baasmo Christiansen; Agnes Kittelsen; Renate Reinsve; Toralv Maurstad; Bjørn Sundquist; Pål Sverre Hagen
@de Heinz Rühmann; Moritz Bleibtreu; Matthias Schweighöfer; Elyas M'Barek; Sandra Hüller; Mario Adorf; Götz George; Veronica Ferres; Jürgen Vogel; Hanna Schygulla
""")

card("A famous film", "En känd film", "En kjent film", "Ein berühmter Film", """
Titanic
Star Wars
Jaws|Hajen|Haisommer|Der weiße Hai
E.T.
Casablanca
The Godfather|Gudfadern|Gudfaren|Der Pate
Avatar
Jurassic Park
Forrest Gump
Pulp Fiction
Rocky
Grease
Ghostbusters
Back to the Future|Tillbaka till framtiden|Tilbake til fremtiden|Zurück in die Zukunft
Home Alone|Ensam hemma|Alene hjemme|Kevin – Allein zu Haus
Psycho
Gladiator
The Matrix|Matrix|Matrix|Matrix
Top Gun
Dirty Dancing
Pretty Woman
Harry Potter
The Lord of the Rings|Sagan om ringen|Ringenes herre|Der Herr der Ringe
Mamma Mia!
Notting Hill
Love Actually
Barbie
Oppenheimer
Schindler's List|Schindlers list|Schindlers liste|Schindlers Liste
Gone with the Wind|Borta med vinden|Tatt av vinden|Vom Winde verweht
The Wizard of Oz|Trollkarlen från Oz|Trollmannen fra Oz|Der Zauberer von Oz
Indiana Jones
James Bond
Fight Club
Terminator
Alien
Some Like It Hot|I hetaste laget|Noen liker det hett|Manche mögen's heiß
The Silence of the Lambs|När lammen tystnar|Nattsvermeren|Das Schweigen der Lämmer
Inception
Shrek
Star Trek
Mission: Impossible
Die Hard|Die Hard|Die Hard|Stirb langsam
The Shining|The Shining|Ondskapens hotell|Shining
Taxi Driver
Apocalypse Now
2001: A Space Odyssey|2001 – ett rymdäventyr|2001: En romodyssé|2001: Odyssee im Weltraum
Amadeus
Rain Man
Ben-Hur
Ghost
Mary Poppins
Pirates of the Caribbean
@sv Stjärnornas krig; Sällskapsresan; Jägarna; Så som i himmelen; Män som hatar kvinnor; Mitt liv som hund; Det sjunde inseglet; Fanny och Alexander; Fucking Åmål; Ronja Rövardotter
@nb Stjernekrigen; Flåklypa Grand Prix; Max Manus; Kon-Tiki; Elling; Olsenbanden; Bølgen; Verdens verste menneske; Trolljegeren; Den 12. mann
@de Krieg der Sterne; Das Boot; Good Bye, Lenin!; Lola rennt; Das Leben der Anderen; Der Schuh des Manitu; Die unendliche Geschichte; Metropolis; Drei Haselnüsse für Aschenbrödel; Im Westen nichts Neues; Fack ju Göhte
""")

card("A TV series", "En tv-serie", "En TV-serie", "Eine Fernsehserie", """
Friends
Seinfeld
The Simpsons|Simpsons|Simpsons|Die Simpsons
Game of Thrones
Breaking Bad
The Sopranos|Sopranos|Sopranos|Die Sopranos
Lost
Dallas
The Office
Stranger Things
The Crown
Downton Abbey
Sherlock
Doctor Who
Mad Men
House|Dr. House|Dr. House|Dr. House
Grey's Anatomy
ER|Cityakuten|Akutten|Emergency Room
Twin Peaks
The X-Files|Arkiv X|X-Files|Akte X
Sex and the City
How I Met Your Mother
The Big Bang Theory
Squid Game
Money Heist|La casa de papel|La casa de papel|Haus des Geldes
Wednesday
The Walking Dead
Dexter
Prison Break
Baywatch
Star Trek
Beverly Hills, 90210|Beverly Hills|Beverly Hills|Beverly Hills, 90210
Columbo
Mr. Bean
Fawlty Towers|Pang i bygget|Hotell i særklasse|Fawlty Towers
Family Guy
South Park
Narcos
The Bridge|Bron|Broen|Die Brücke
Borgen
Skam
Lilyhammer
Derrick
Succession
Ted Lasso
Modern Family
Two and a Half Men
Suits
Bridgerton
The Last of Us
Vikings
Peaky Blinders
@sv Solsidan; Bonusfamiljen; Svensson, Svensson; Vår tid är nu; Beck; Wallander; Rederiet; Hassel; Torpederna; Skärgårdsdoktorn
@nb Himmelblå; Hotel Cæsar; Exit; Okkupert; Mammon; Neste sommer; Vikingane; Side om side; Heimebane; Rådebank; Hjem til jul; Førstegangstjenesten
@de Tatort; Lindenstraße; Der Alte; Die Schwarzwaldklinik; Das Traumschiff; Stromberg; Babylon Berlin; Dark; Gute Zeiten, schlechte Zeiten; Der Bergdoktor; Alarm für Cobra 11; Türkisch für Anfänger; Berlin, Berlin
""")

card("A Disney film", "En Disneyfilm", "En Disney-film", "Ein Disney-Film", """
Snow White and the Seven Dwarfs|Snövit och de sju dvärgarna|Snøhvit og de syv dvergene|Schneewittchen und die sieben Zwerge
Pinocchio
Fantasia
Dumbo
Bambi
Cinderella|Askungen|Askepott|Cinderella
Alice in Wonderland|Alice i Underlandet|Alice i Eventyrland|Alice im Wunderland
Peter Pan
Lady and the Tramp|Lady och Lufsen|Lady og Landstrykeren|Susi und Strolch
Sleeping Beauty|Törnrosa|Tornerose|Dornröschen
101 Dalmatians|Pongo och de 101 dalmatinerna|101 dalmatinere|101 Dalmatiner
The Sword in the Stone|Svärdet i stenen|Sverdet i steinen|Die Hexe und der Zauberer
The Jungle Book|Djungelboken|Jungelboken|Das Dschungelbuch
The Aristocats|Aristocats|Aristocats|Aristocats
Robin Hood
The Rescuers|Bernard och Bianca|Bernard og Bianca|Bernard und Bianca
The Little Mermaid|Den lilla sjöjungfrun|Den lille havfrue|Arielle, die Meerjungfrau
Beauty and the Beast|Skönheten och odjuret|Skjønnheten og udyret|Die Schöne und das Biest
Aladdin
The Lion King|Lejonkungen|Løvenes konge|Der König der Löwen
Pocahontas
The Hunchback of Notre Dame|Ringaren i Notre Dame|Klokkeren fra Notre Dame|Der Glöckner von Notre Dame
Hercules|Herkules|Hercules|Hercules
Mulan
Tarzan
Lilo & Stitch
Frozen|Frost|Frost|Die Eiskönigin
Tangled|Trassel|Rapunzel|Rapunzel – Neu verföhnt
Moana|Vaiana|Vaiana|Vaiana
Zootopia|Zootropolis|Zootropolis|Zoomania
Encanto
The Princess and the Frog|Prinsessan och grodan|Prinsessen og frosken|Küss den Frosch
Toy Story
Finding Nemo|Hitta Nemo|Oppdrag Nemo|Findet Nemo
Cars|Bilar|Biler|Cars
The Incredibles|Superhjältarna|De utrolige|Die Unglaublichen
Monsters, Inc.|Monsters, Inc.|Monsterbedriften|Die Monster AG
Up|Upp|Se opp|Oben
Ratatouille
WALL-E
Inside Out|Insidan ut|Innsiden ut|Alles steht Kopf
Coco
Brave|Modig|Modig|Merida – Legende der Highlands
Mary Poppins
@en Snow White
@sv Snövit; 101 dalmatiner
@nb Snøhvit
@de Schneewittchen; Arielle; Rapunzel; Merida
""")

card("A cartoon or comic character", "En seriefigur", "En tegneseriefigur", "Eine Comicfigur", """
Donald Duck|Kalle Anka|Donald Duck|Donald Duck
Mickey Mouse|Musse Pigg|Mikke Mus|Micky Maus
Goofy|Långben|Langbein|Goofy
Scrooge McDuck|Farbror Joakim|Onkel Skrue|Dagobert Duck
Minnie Mouse|Mimmi Pigg|Minni Mus|Minnie Maus
Daisy Duck|Kajsa Anka|Dolly Duck|Daisy Duck
Pluto
Tintin|Tintin|Tintin|Tim
Asterix
Obelix
Lucky Luke
Garfield
Snoopy|Snobben|Snoopy|Snoopy
Charlie Brown|-|-|Charlie Brown
Homer Simpson
Bart Simpson
Bugs Bunny|Snurre Sprätt|Snurre Sprett|Bugs Bunny
Daffy Duck|Daffy Anka|Daffy Duck|Daffy Duck
Popeye|Karl-Alfred|Skipper'n|Popeye
SpongeBob SquarePants|SvampBob Fyrkant|SvampeBob Firkant|SpongeBob Schwammkopf
Fred Flintstone|Fred Flinta|Fred Flintstone|Fred Feuerstein
Scooby-Doo
Pink Panther|Rosa Pantern|Den rosa panteren|Der rosarote Panther
Shrek
Pikachu
Hello Kitty
Smurfs|Smurfarna|Smurfene|Schlümpfe
Woody Woodpecker|Hacke Hackspett|Hakke Hakkespett|Woody Woodpecker
Hägar the Horrible|Hagbard Handfaste|Hårek|Hägar der Schreckliche
Moomin|Mumintrollet|Mummitrollet|Mumin
Peppa Pig|Greta Gris|Peppa Gris|Peppa Wutz
Winnie-the-Pooh|Nalle Puh|Ole Brumm|Pu der Bär
The Phantom|Fantomen|Fantomet|Phantom
Vicky the Viking|Vicke Viking|Vicke Viking|Wickie
Speedy Gonzales
Dilbert|-|-|-
-|Rasmus Nalle|Rasmus Klump|Petzi
@en Tom and Jerry; Calvin and Hobbes; Dennis the Menace
@sv Bamse; Pelle Svanslös; Rocky; Lilla Fridolf; Kronblom; Findus; Tom och Jerry
@nb Pondus; Nemi; Solan Gundersen; Ludvig; Reodor Felgen; Kaptein Sabeltann; Tom og Jerry
@de Die Maus; Biene Maja; Pumuckl; Benjamin Blümchen; Werner; Fix und Foxi; Sandmännchen; Der kleine Maulwurf; Tom und Jerry
""")

card("A superhero", "En superhjälte", "En superhelt", "Ein Superheld", """
Superman
Batman
Spider-Man
Wonder Woman
Iron Man
Captain America
Hulk|Hulken|Hulken|Hulk
Thor
Black Widow
Black Panther
Wolverine
Storm
Aquaman
The Flash
Green Lantern
Captain Marvel
Doctor Strange
Ant-Man
Hawkeye
Deadpool
Catwoman
Robin
Supergirl
Green Arrow
Daredevil
Scarlet Witch
Silver Surfer
Professor X
The Phantom|Fantomen|Fantomet|Phantom
Mr. Incredible
Batgirl
Shazam
Groot
Star-Lord
Vision
@sv Spindelmannen; Bamse; Stålmannen; Läderlappen
@nb Edderkoppmannen; Stålmannen; Flaggermusmannen
""")

card("A famous villain", "En känd skurk", "En kjent skurk", "Ein berühmter Bösewicht", """
Darth Vader
Joker|Jokern|Jokeren|Joker
Lord Voldemort|Voldemort|Voldemort|Voldemort
Count Dracula|Greve Dracula|Grev Dracula|Graf Dracula
Hannibal Lecter
Sauron
Scar
Ursula
Jafar
Cruella de Vil
Captain Hook|Kapten Krok|Kaptein Krok|Käpt'n Hook
The Big Bad Wolf|Stora stygga vargen|Den store stygge ulven|Der böse Wolf
Wicked Witch of the West|Häxan i väst|Den onde heksa fra vest|Böse Hexe des Westens
Lex Luthor
Freddy Krueger
Norman Bates
Professor Moriarty
Blofeld
Goldfinger
The Grinch|Grinchen|Grinchen|Der Grinch
Thanos
Maleficent|Maleficent|Maleficent|Malefiz
Mr. Burns
Dr. Evil
Magneto
Green Goblin|Green Goblin|Green Goblin|Grüner Kobold
Bane
The Penguin|Pingvinen|Pingvinen|Pinguin
Loki
Saruman
Sheriff of Nottingham|Sheriffen av Nottingham|Sheriffen av Nottingham|Sheriff von Nottingham
Emperor Palpatine|Kejsar Palpatine|Keiser Palpatine|Imperator Palpatine
Kylo Ren
Agent Smith
Hans Gruber
The Evil Queen|Den onda drottningen|Den onde dronningen|Die böse Königin
Shere Khan
Gaston
Hades
Frollo
Terminator
Chucky
Pennywise
Dr. No
Lord Farquaad
Gargamel
Bowser
Cinderella's stepmother|Den elaka styvmodern|Den onde stemoren|Die böse Stiefmutter
Mr. Hyde
Captain Sabretooth|Kapten Sabeltand|Kaptein Sabeltann|Käpt'n Säbelzahn
@nb Rudolf Blodstrupmoen
@de Räuber Hotzenplotz
""")

card("A character from a book", "En figur ur en bok", "En figur fra en bok", "Eine Figur aus einem Buch", """
Harry Potter
Hermione Granger
Sherlock Holmes
Pippi Longstocking|Pippi Långstrump|Pippi Langstrømpe|Pippi Langstrumpf
Frodo
Gandalf
Bilbo
Dracula
Frankenstein
Robinson Crusoe
Tom Sawyer
Huckleberry Finn
Alice
Peter Pan
Winnie-the-Pooh|Nalle Puh|Ole Brumm|Pu der Bär
Don Quixote|Don Quijote|Don Quijote|Don Quijote
Oliver Twist
Emil|Emil i Lönneberga|Emil fra Lønneberget|Michel aus Lönneberga
Karlsson-on-the-Roof|Karlsson på taket|Karlsson på taket|Karlsson vom Dach
Ronia|Ronja Rövardotter|Ronja Røverdatter|Ronja Räubertochter
Nils Holgersson
James Bond
Romeo
Juliet|Julia|Julie|Julia
Hamlet
Matilda
Mowgli|Mowgli|Mowgli|Mogli
Pinocchio
Heidi
Anne of Green Gables|Anne på Grönkulla|Anne fra Bjørkely|Anne auf Green Gables
Moomintroll|Mumintrollet|Mummitrollet|Mumin
Jane Eyre
Mr Darcy|Mr Darcy|Mr. Darcy|Mr. Darcy
Gulliver
Dorian Gray
Captain Nemo|Kapten Nemo|Kaptein Nemo|Kapitän Nemo
Phileas Fogg
Ebenezer Scrooge
Dr Jekyll|Dr Jekyll|Dr. Jekyll|Dr. Jekyll
Lisbeth Salander
Peer Gynt
Long John Silver
Jay Gatsby
Bridget Jones
Paddington
Mary Poppins
The Little Prince|Lille prinsen|Den lille prinsen|Der kleine Prinz
Momo
Don Juan
@sv Mio; Madicken; Lotta; Skorpan; Pettson; Alfons Åberg; Kalle Blomkvist; Pelle Svanslös; Gösta Berling; Jonatan Lejonhjärta
@nb Klatremus; Doktor Proktor; Harry Hole; Varg Veum; Gummi-Tarzan; Sofie Amundsen; Kasper; Jesper; Jonatan; Tobias
@de Jim Knopf; Räuber Hotzenplotz; Die kleine Hexe; Effi Briest; Werther; Faust; Max und Moritz; Winnetou; Old Shatterhand; Struwwelpeter
""")

card("A fairy-tale character", "En sagofigur", "En eventyrfigur", "Eine Märchenfigur", """
Cinderella|Askungen|Askepott|Aschenputtel
Snow White|Snövit|Snøhvit|Schneewittchen
Little Red Riding Hood|Rödluvan|Rødhette|Rotkäppchen
Sleeping Beauty|Törnrosa|Tornerose|Dornröschen
Rapunzel
Rumpelstiltskin|Rumpelstiltskin|Rumleskaft|Rumpelstilzchen
Hansel|Hans|Hans|Hänsel
Gretel|Greta|Grete|Gretel
The Big Bad Wolf|Vargen|Ulven|Der böse Wolf
Goldilocks|Guldlock|Gullhår|Goldlöckchen
Puss in Boots|Mästerkatten i stövlar|Mester Katt|Der gestiefelte Kater
The Frog Prince|Grodprinsen|Froskeprinsen|Froschkönig
Thumbelina|Tummelisa|Tommelise|Däumelinchen
The Little Mermaid|Den lilla sjöjungfrun|Den lille havfrue|Die kleine Meerjungfrau
The Ugly Duckling|Den fula ankungen|Den stygge andungen|Das hässliche Entlein
The Snow Queen|Snödrottningen|Snødronningen|Die Schneekönigin
The Princess and the Pea|Prinsessan på ärten|Prinsessen på erten|Die Prinzessin auf der Erbse
Aladdin
Ali Baba
Sinbad|Sindbad|Sindbad|Sindbad
Pinocchio
Fairy godmother|Den goda fén|Den gode fe|Die gute Fee
The Evil Stepmother|Den elaka styvmodern|Den onde stemoren|Die böse Stiefmutter
The Seven Dwarfs|De sju dvärgarna|De syv dvergene|Die sieben Zwerge
The Three Little Pigs|De tre små grisarna|De tre små grisene|Die drei kleinen Schweinchen
The Three Billy Goats Gruff|Bockarna Bruse|Bukkene Bruse|-
The Pied Piper|Råttfångaren från Hameln|Rottefangeren fra Hameln|Der Rattenfänger von Hameln
The Bremen Town Musicians|Bremens stadsmusikanter|Bremer bymusikanter|Die Bremer Stadtmusikanten
The Steadfast Tin Soldier|Den ståndaktige tennsoldaten|Den standhaftige tinnsoldat|Der standhafte Zinnsoldat
The Little Match Girl|Flickan med svavelstickorna|Piken med svovelstikkene|Das kleine Mädchen mit den Schwefelhölzern
Tom Thumb|Tummeliten|Tommeliten|Der Däumling
Baba Yaga
Bluebeard|Blåskägg|Blåskjegg|Blaubart
Jack|Jack|Jack|Hans
@sv Trollet; Prinsessan; Häxan; Hans och Greta
@nb Askeladden; Espen Askeladd; Trollet; Prinsessen; Heksa; Smørbukk; Kjetta på Dovre
@de Frau Holle; Hans im Glück; Die Hexe; Der Wolf; Sterntaler; Die Prinzessin
""")

card("A video game", "Ett dator- eller tv-spel", "Et dataspill", "Ein Videospiel", """
Tetris
Super Mario
Minecraft
Fortnite
Pac-Man
Pokémon
The Legend of Zelda
Sonic the Hedgehog
The Sims
FIFA
Call of Duty
Grand Theft Auto
GTA
World of Warcraft
Candy Crush
Angry Birds
Space Invaders
Doom
Counter-Strike
Halo
Donkey Kong
Street Fighter
Mortal Kombat
League of Legends
Roblox
Among Us
Pong
Tomb Raider
Assassin's Creed
Overwatch
Skyrim
Civilization
SimCity
Age of Empires
Monkey Island
Red Dead Redemption
Diablo
StarCraft
Half-Life
Portal
Mario Kart
Animal Crossing
Wii Sports
Elden Ring
Fallout
Battlefield
Need for Speed
Gran Turismo
Crash Bandicoot
Tekken
Pokémon Go
Clash of Clans
Zelda
Sonic
Solitaire|Patiens|Kabal|Solitär
Minesweeper|Minröj|Minesveiper|Minesweeper
""")

card("A TV channel or streaming service", "En tv-kanal eller streamingtjänst",
     "En TV-kanal eller strømmetjeneste", "Ein Fernsehsender oder Streamingdienst", """
Netflix
Disney+
HBO
HBO Max
Amazon Prime Video
Apple TV+
YouTube
Viaplay|Viaplay|Viaplay|-
CNN
BBC
MTV
Discovery Channel
National Geographic
Eurosport
Cartoon Network
Disney Channel
Nickelodeon
Al Jazeera
Euronews
Paramount+
SkyShowtime
@en BBC One; BBC Two; ITV; Channel 4; Channel 5; Sky; Fox; NBC; CBS; ABC; PBS; ESPN; CNBC; Comedy Central; Hulu; Peacock; Fox News; CBBC
@sv SVT; SVT1; SVT2; TV4; TV3; Kanal 5; TV6; Sjuan; SVT Barn; Kunskapskanalen; TV10; TV12; SVT Play; TV4 Play; C More; Max
@nb NRK; NRK1; NRK2; NRK3; NRK Super; TV 2; TVNorge; TV3; FEM; VOX; TV 2 Zebra; TV 2 Nyheter; NRK TV; TV 2 Play; Max
@de ARD; Das Erste; ZDF; RTL; Sat.1; ProSieben; VOX; kabel eins; RTL II; 3sat; arte; Phoenix; KiKA; n-tv; WELT; NDR; WDR; BR; MDR; SWR; HR; RBB; Super RTL; DMAX; Tele 5; Sport1; Sky; Joyn; ARD Mediathek; ZDFneo; Max
""")

card("A newspaper or magazine", "En tidning", "En avis eller et blad", "Eine Zeitung oder Zeitschrift", """
The New York Times
The Guardian
Time
The Economist
National Geographic
Vogue
Elle
Cosmopolitan
Der Spiegel
Le Monde
Financial Times
The Washington Post
The Wall Street Journal
Rolling Stone
Forbes
@en The Times; Daily Mail; The Sun; The Daily Telegraph; Newsweek; USA Today; The New Yorker; The Independent; Daily Mirror; The Observer; Los Angeles Times; People; Reader's Digest; Vanity Fair; Private Eye; Hello!; Mad; Good Housekeeping; Wired
@sv Dagens Nyheter; DN; Aftonbladet; Expressen; Svenska Dagbladet; SvD; Göteborgs-Posten; GP; Sydsvenskan; Dagens Industri; Metro; Dagens ETC; Upsala Nya Tidning; Kvällsposten; Allers; Året Runt; Hemmets Journal; Hemmets Veckotidning; Vi; Må bra; Illustrerad Vetenskap; Kalle Anka & C:o; Land; Veckans Affärer; Damernas Värld; Svensk Damtidning; Se och Hör; Ny Teknik; Fokus; Amelia
@nb Aftenposten; VG; Verdens Gang; Dagbladet; Dagens Næringsliv; DN; Bergens Tidende; Adresseavisen; Stavanger Aftenblad; Klassekampen; Morgenbladet; Dagsavisen; Nationen; Vårt Land; Fædrelandsvennen; Finansavisen; Nordlys; Se og Hør; Donald Duck & Co; Vi Menn; Henne; KK; Hjemmet; Illustrert Vitenskap; Det Nye; Allers; Norsk Ukeblad; Her og Nå; Bergensavisen; Avisa Nordland
@de Bild; Süddeutsche Zeitung; Frankfurter Allgemeine Zeitung; FAZ; Die Zeit; Stern; Focus; Die Welt; taz; Handelsblatt; Frankfurter Rundschau; Berliner Zeitung; Der Tagesspiegel; Hamburger Abendblatt; Bunte; Gala; Brigitte; Bravo; GEO; Kicker; Auto Bild; Computer Bild; Titanic; c't; Micky Maus; Neue Zürcher Zeitung; Apotheken Umschau; Hörzu; TV Spielfilm; Freundin; Emma; Die Aktuelle
""")

card("A famous detective", "En känd detektiv", "En kjent detektiv", "Ein berühmter Detektiv", """
Sherlock Holmes
Hercule Poirot
Miss Marple
Columbo
Kurt Wallander
Martin Beck
Harry Hole
Varg Veum
Maigret|Maigret|Maigret|Kommissar Maigret
Derrick
Nancy Drew|Kitty Drew|Frøken Detektiv|Nancy Drew
Philip Marlowe
Sam Spade
Inspector Clouseau|Kommissarie Clouseau|Inspektør Clouseau|Inspektor Clouseau
Inspector Gadget|Kommissarie Gadget|Inspektør Gadget|Inspektor Gadget
Father Brown|Fader Brown|Fader Brown|Pater Brown
Jessica Fletcher
Inspector Morse|Kommissarie Morse|Inspektør Morse|Inspector Morse
Inspector Barnaby|Barnaby|Barnaby|Inspector Barnaby
Sarah Lund
Saga Norén
Adrian Monk|Monk|Monk|Monk
Fox Mulder
Dana Scully
Dirty Harry
Bill Bergson|Kalle Blomkvist|Kalle Blomkvist|Kalle Blomquist
Dr. Watson
Lisbeth Salander
-|Ture Sventon|Ture Sventon|-
@en Cormoran Strike; Perry Mason; Lord Peter Wimsey; Jane Tennison; Jack Reacher
@sv Van Veeteren; Irene Huss; Erika Falck; Maria Wern; Joona Linna; Patrik Hedström; Annika Bengtzon
@nb William Wisting; Hanne Wilhelmsen; Konrad Sejer; Cato Isaksen
@de Schimanski; Kommissar Rex; Justus Jonas; Emil Tischbein; Kommissar Dupin; Kluftinger; Professor Boerne; Thiel
""")

card("A witch or wizard", "En häxa eller trollkarl", "En heks eller trollmann", "Eine Hexe oder ein Zauberer", """
Merlin
Gandalf
Harry Potter
Hermione Granger
Albus Dumbledore|Albus Dumbledore|Albus Humlesnurr|Albus Dumbledore
Lord Voldemort|Voldemort|Voldemort|Voldemort
Severus Snape|Severus Snape|Severus Slur|Severus Snape
Ron Weasley|Ron Weasley|Ronny Wiltersen|Ron Weasley
Draco Malfoy|Draco Malfoy|Draco Malfang|Draco Malfoy
Minerva McGonagall|Minerva McGonagall|Minerva McSnurp|Minerva McGonagall
Saruman
Radagast
Morgan le Fay|Morgan le Fay|Morgan le Fay|Morgana
Circe|Kirke|Kirke|Kirke
Baba Yaga
Wicked Witch of the West|Häxan i väst|Den onde heksa fra vest|Böse Hexe des Westens
Glinda
The Wizard of Oz|Trollkarlen från Oz|Trollmannen fra Oz|Der Zauberer von Oz
Elphaba
Maleficent|Maleficent|Maleficent|Malefiz
Ursula
Jafar
Madam Mim|Madam Mim|Madam Mim|Madame Mim
Sabrina
Doctor Strange
Scarlet Witch
Rincewind
Gargamel
The Little Witch|Lilla häxan|Den lille heksa|Die kleine Hexe
Prospero
@de Bibi Blocksberg; Hexe Lilli; Petrosilius Zwackelmann
""")

# ---------------------------------------------------------------- history and people
card("A king or queen", "En kung eller drottning", "En konge eller dronning", "Ein König oder eine Königin", """
Elizabeth II|Elizabeth II|Elizabeth II|Elisabeth II.
Elizabeth I|Elizabeth I|Elizabeth I|Elisabeth I.
Queen Victoria|Drottning Viktoria|Dronning Victoria|Königin Victoria
Charles III|Charles III|Charles III|Charles III.
Henry VIII|Henrik VIII|Henrik VIII|Heinrich VIII.
Louis XIV|Ludvig XIV|Ludvig XIV|Ludwig XIV.
Louis XVI|Ludvig XVI|Ludvig XVI|Ludwig XVI.
Marie Antoinette
Cleopatra|Kleopatra|Kleopatra|Kleopatra
Tutankhamun|Tutankhamon|Tutankhamon|Tutanchamun
Ramesses II|Ramses II|Ramses II|Ramses II.
Charlemagne|Karl den store|Karl den store|Karl der Große
King Arthur|Kung Arthur|Kong Arthur|König Artus
Richard the Lionheart|Rikard Lejonhjärta|Rikard Løvehjerte|Richard Löwenherz
William the Conqueror|Vilhelm Erövraren|Vilhelm Erobreren|Wilhelm der Eroberer
Frederick the Great|Fredrik den store|Fredrik den store|Friedrich der Große
Ludwig II of Bavaria|Ludvig II av Bayern|Ludvig II av Bayern|Ludwig II.
Catherine the Great|Katarina den stora|Katarina den store|Katharina die Große
Peter the Great|Peter den store|Peter den store|Peter der Große
Gustav Vasa
Gustavus Adolphus|Gustav II Adolf|Gustav II Adolf|Gustav II. Adolf
Charles XII|Karl XII|Karl XII|Karl XII.
Queen Christina|Drottning Kristina|Dronning Kristina|Königin Christina
Carl XVI Gustaf|Carl XVI Gustaf|Carl XVI Gustaf|Carl XVI. Gustaf
Queen Silvia|Drottning Silvia|Dronning Silvia|Königin Silvia
Harald V|Harald V|Harald V|Harald V.
Queen Sonja|Drottning Sonja|Dronning Sonja|Königin Sonja
Olav V|Olav V|Olav V|Olav V.
Haakon VII|Haakon VII|Haakon VII|Haakon VII.
Harald Fairhair|Harald Hårfager|Harald Hårfagre|Harald Schönhaar
Olaf Tryggvason|Olof Tryggvason|Olav Tryggvason|Olav Tryggvason
Saint Olaf|Olav den helige|Olav den hellige|Olav der Heilige
Harald Bluetooth|Harald Blåtand|Harald Blåtann|Harald Blauzahn
Cnut the Great|Knut den store|Knut den mektige|Knut der Große
Margrethe II|Margrethe II|Margrethe II|Margrethe II.
Frederik X|Frederik X|Frederik X|Frederik X.
Napoleon
Kaiser Wilhelm II|Kejsar Vilhelm II|Keiser Wilhelm II|Kaiser Wilhelm II.
Juan Carlos
Felipe VI
Willem-Alexander
Queen Beatrix|Drottning Beatrix|Dronning Beatrix|Königin Beatrix
Nicholas II|Nikolaj II|Nikolaj II|Nikolaus II.
Montezuma
King Solomon|Kung Salomo|Kong Salomo|König Salomo
King David|Kung David|Kong David|König David
King Herod|Kung Herodes|Kong Herodes|König Herodes
King Midas|Kung Midas|Kong Midas|König Midas
Queen of Sheba|Drottningen av Saba|Dronningen av Saba|Königin von Saba
Nefertiti|Nefertiti|Nefertiti|Nofretete
Mary, Queen of Scots|Maria Stuart|Maria Stuart|Maria Stuart
George III|Georg III|Georg III|Georg III.
Empress Sisi|Kejsarinnan Elisabeth|Keiserinne Elisabeth|Kaiserin Sisi
""")

card("A prince or princess", "En prins eller prinsessa", "En prins eller prinsesse", "Ein Prinz oder eine Prinzessin", """
Prince William|Prins William|Prins William|Prinz William
Prince Harry|Prins Harry|Prins Harry|Prinz Harry
Princess Diana|Prinsessan Diana|Prinsesse Diana|Prinzessin Diana
Kate Middleton
Meghan Markle
Princess Anne|Prinsessan Anne|Prinsesse Anne|Prinzessin Anne
Prince Andrew|Prins Andrew|Prins Andrew|Prinz Andrew
Prince Edward|Prins Edward|Prins Edward|Prinz Edward
Prince George|Prins George|Prins George|Prinz George
Princess Charlotte|Prinsessan Charlotte|Prinsesse Charlotte|Prinzessin Charlotte
Prince Philip|Prins Philip|Prins Philip|Prinz Philip
Crown Princess Victoria|Kronprinsessan Victoria|Kronprinsesse Victoria|Kronprinzessin Victoria
Prince Daniel|Prins Daniel|Prins Daniel|Prinz Daniel
Princess Estelle|Prinsessan Estelle|Prinsesse Estelle|Prinzessin Estelle
Prince Carl Philip|Prins Carl Philip|Prins Carl Philip|Prinz Carl Philip
Princess Madeleine|Prinsessan Madeleine|Prinsesse Madeleine|Prinzessin Madeleine
Crown Prince Haakon|Kronprins Haakon|Kronprins Haakon|Kronprinz Haakon
Crown Princess Mette-Marit|Kronprinsessan Mette-Marit|Kronprinsesse Mette-Marit|Kronprinzessin Mette-Marit
Princess Ingrid Alexandra|Prinsessan Ingrid Alexandra|Prinsesse Ingrid Alexandra|Prinzessin Ingrid Alexandra
Princess Märtha Louise|Prinsessan Märtha Louise|Prinsesse Märtha Louise|Prinzessin Märtha Louise
Prince Sverre Magnus|Prins Sverre Magnus|Prins Sverre Magnus|Prinz Sverre Magnus
Grace Kelly
Prince Albert|Prins Albert|Prins Albert|Fürst Albert
Princess Leonor|Prinsessan Leonor|Prinsesse Leonor|Prinzessin Leonor
Princess Amalia|Prinsessan Amalia|Prinsesse Amalia|Prinzessin Amalia
Snow White|Snövit|Snøhvit|Schneewittchen
Cinderella|Askungen|Askepott|Aschenputtel
Sleeping Beauty|Törnrosa|Tornerose|Dornröschen
Ariel
Belle
Jasmine
Pocahontas
Rapunzel
Anna
Elsa
Tiana
Merida
Moana|Vaiana|Vaiana|Vaiana
Mulan
Fiona
Princess Leia|Prinsessan Leia|Prinsesse Leia|Prinzessin Leia
Princess Zelda|Prinsessan Zelda|Prinsesse Zelda|Prinzessin Zelda
Princess Peach|Prinsessan Peach|Prinsesse Peach|Prinzessin Peach
Hamlet
The Little Prince|Lille prinsen|Den lille prinsen|Der kleine Prinz
Prince Charming|Prinsen på den vita hästen|Prinsen på den hvite hest|Märchenprinz
Aladdin
Prince Eric|Prins Erik|Prins Erik|Prinz Erik
Princess and the Pea|Prinsessan på ärten|Prinsessen på erten|Prinzessin auf der Erbse
@en Diana; William; Harry
@sv Diana; Victoria; Estelle; Madeleine; Carl Philip
@nb Diana; Ingrid Alexandra; Märtha Louise; Haakon; Mette-Marit
@de Diana; William; Harry
""")

card("A US president", "En amerikansk president", "En amerikansk president", "Ein US-Präsident", """
George Washington
John Adams
Thomas Jefferson
James Madison
James Monroe
Andrew Jackson
Abraham Lincoln
Ulysses S. Grant
Theodore Roosevelt
Woodrow Wilson
Herbert Hoover
Franklin D. Roosevelt
Harry S. Truman
Dwight D. Eisenhower
John F. Kennedy
Lyndon B. Johnson
Richard Nixon
Gerald Ford
Jimmy Carter
Ronald Reagan
George H. W. Bush
Bill Clinton
George W. Bush
Barack Obama
Donald Trump
Joe Biden
Calvin Coolidge
William McKinley
William Howard Taft
Warren G. Harding
James K. Polk
Andrew Johnson
Grover Cleveland
John Quincy Adams
@en JFK; Lincoln; Kennedy; Obama; Nixon; Reagan
@sv Lincoln; Kennedy; Obama; Nixon; Reagan
@nb Lincoln; Kennedy; Obama; Nixon; Reagan
@de Lincoln; Kennedy; Obama; Nixon; Reagan
""")

card("A famous person from antiquity", "En känd person från antiken", "En kjent person fra antikken",
     "Eine berühmte Person der Antike", """
Julius Caesar
Cleopatra|Kleopatra|Kleopatra|Kleopatra
Nero
Caligula
Augustus
Socrates|Sokrates|Sokrates|Sokrates
Plato|Platon|Platon|Platon
Aristotle|Aristoteles|Aristoteles|Aristoteles
Alexander the Great|Alexander den store|Aleksander den store|Alexander der Große
Homer|Homeros|Homer|Homer
Pythagoras
Archimedes
Euclid|Euklides|Euklid|Euklid
Hippocrates|Hippokrates|Hippokrates|Hippokrates
Tutankhamun|Tutankhamon|Tutankhamon|Tutanchamun
Ramesses II|Ramses II|Ramses II|Ramses II.
Nefertiti|Nefertiti|Nefertiti|Nofretete
Spartacus|Spartacus|Spartakus|Spartacus
Hannibal
Cicero
Marcus Aurelius|Marcus Aurelius|Marcus Aurelius|Mark Aurel
Constantine the Great|Konstantin den store|Konstantin den store|Konstantin der Große
Hadrian|Hadrianus|Hadrian|Hadrian
Trajan|Trajanus|Trajan|Trajan
Virgil|Vergilius|Vergil|Vergil
Ovid|Ovidius|Ovid|Ovid
Leonidas
Herodotus|Herodotos|Herodot|Herodot
Sophocles|Sofokles|Sofokles|Sophokles
Brutus
Mark Antony|Marcus Antonius|Marcus Antonius|Marcus Antonius
Pericles|Perikles|Perikles|Perikles
Diogenes
Xerxes
Confucius|Konfucius|Konfucius|Konfuzius
Buddha
Attila
Sappho|Sapfo|Sapfo|Sappho
Nebuchadnezzar|Nebukadnessar|Nebukadnesar|Nebukadnezar
Hammurabi
Cheops|Cheops|Kheops|Cheops
Seneca
Vercingetorix
Boudica|Boudicca|Boudicca|Boudicca
""")

card("A famous explorer", "En känd upptäcktsresande", "En kjent oppdagelsesreisende", "Ein berühmter Entdecker", """
Christopher Columbus|Christofer Columbus|Christofer Columbus|Christoph Kolumbus
Roald Amundsen
Fridtjof Nansen
Robert Falcon Scott
Ferdinand Magellan
Marco Polo
Vasco da Gama
James Cook
Edmund Hillary
Tenzing Norgay
Neil Armstrong
Yuri Gagarin|Jurij Gagarin|Jurij Gagarin|Juri Gagarin
David Livingstone
Thor Heyerdahl
Ernest Shackleton
Robert Peary
Hernán Cortés
Francisco Pizarro
Leif Erikson|Leif Eriksson|Leiv Eiriksson|Leif Eriksson
Erik the Red|Erik Röde|Eirik Raude|Erik der Rote
Amerigo Vespucci
Alexander von Humboldt
Sven Hedin
Bartolomeu Dias
Francis Drake
Henry Hudson
Vitus Bering
Abel Tasman
Ibn Battuta
Adolf Erik Nordenskiöld
Salomon August Andrée
Jacques Cousteau
Buzz Aldrin
Reinhold Messner
Amelia Earhart
Charles Lindbergh
Valentina Tereshkova|Valentina Teresjkova|Valentina Teresjkova|Valentina Tereschkowa
Otto Sverdrup
Helge Ingstad
@sv Christer Fuglesang; Renata Chlumska; Ola Skinnarmo
@nb Børge Ousland; Liv Arnesen; Hjalmar Johansen; Carsten Borchgrevink; Cecilie Skog; Erling Kagge
@de Alexander Gerst; Sigmund Jähn; Arved Fuchs; Heinrich Harrer; Ida Pfeiffer
""")

card("A person in the Bible", "En person i Bibeln", "En person i Bibelen", "Eine Person aus der Bibel", """
Adam
Eve|Eva|Eva|Eva
Noah|Noa|Noah|Noah
Moses|Mose|Moses|Mose
Abraham
Isaac|Isak|Isak|Isaak
Jacob|Jakob|Jakob|Jakob
Joseph|Josef|Josef|Josef
David
Goliath|Goliat|Goliat|Goliath
Solomon|Salomo|Salomo|Salomo
Samson|Simson|Samson|Simson
Delilah|Delila|Dalila|Delila
Jonah|Jona|Jona|Jona
Daniel
Jesus
Mary|Maria|Maria|Maria
Peter|Petrus|Peter|Petrus
Paul|Paulus|Paulus|Paulus
Judas
John the Baptist|Johannes Döparen|Johannes døperen|Johannes der Täufer
Cain|Kain|Kain|Kain
Abel
Methuselah|Metusalem|Metusalah|Methusalem
Lazarus
Mary Magdalene|Maria Magdalena|Maria Magdalena|Maria Magdalena
Pontius Pilate|Pontius Pilatus|Pontius Pilatus|Pontius Pilatus
Herod|Herodes|Herodes|Herodes
Elijah|Elia|Elia|Elija
Job|Job|Job|Hiob
Ruth|Rut|Rut|Rut
Esther|Ester|Ester|Ester
Sarah|Sara|Sara|Sara
Thomas|Tomas|Tomas|Thomas
Matthew|Matteus|Matteus|Matthäus
Mark|Markus|Markus|Markus
Luke|Lukas|Lukas|Lukas
Gabriel
Satan
Salome
Bathsheba|Batseba|Batseba|Batseba
Lot
Pharaoh|Farao|Farao|Pharao
Rebecca|Rebecka|Rebekka|Rebekka
Rachel|Rakel|Rakel|Rahel
Aaron|Aron|Aron|Aaron
Joshua|Josua|Josva|Josua
Saul
Zacchaeus|Sackeus|Sakkeus|Zachäus
Martha|Marta|Marta|Marta
@de Moses
""")

card("A god or goddess", "En gud eller gudinna", "En gud eller gudinne", "Ein Gott oder eine Göttin", """
Zeus
Hera
Poseidon
Hades
Athena|Athena|Athene|Athene
Apollo|Apollon|Apollon|Apollon
Artemis
Aphrodite|Afrodite|Afrodite|Aphrodite
Ares
Hermes
Hephaestus|Hefaistos|Hefaistos|Hephaistos
Dionysus|Dionysos|Dionysos|Dionysos
Demeter
Jupiter
Juno
Mars
Venus
Mercury|Merkurius|Merkur|Merkur
Neptune|Neptunus|Neptun|Neptun
Minerva
Cupid|Amor|Amor|Amor
Eros
Odin|Oden|Odin|Odin
Thor|Tor|Tor|Thor
Loki|Loke|Loke|Loki
Freyja|Freja|Frøya|Freya
Freyr|Frej|Frøy|Freyr
Frigg
Baldr|Balder|Balder|Baldur
Heimdall|Heimdall|Heimdal|Heimdall
Tyr|Tyr|Ty|Tyr
Bragi|Brage|Brage|Bragi
Idun
Njord|Njord|Njord|Njörd
Ra
Osiris
Isis
Anubis
Horus
Shiva
Vishnu
Brahma
Ganesha|Ganesh|Ganesh|Ganesha
@sv Odin; Thor
@nb Thor
""")

card("A mythical creature", "Ett fabeldjur eller sagoväsen", "Et fabeldyr eller overnaturlig vesen",
     "Ein Fabelwesen", """
dragon|drake|drage|Drache
unicorn|enhörning|enhjørning|Einhorn
troll|troll|troll|Troll
elf|alv|alv|Elf
dwarf|dvärg|dverg|Zwerg
giant|jätte|kjempe|Riese
mermaid|sjöjungfru|havfrue|Meerjungfrau
centaur|kentaur|kentaur|Zentaur
Minotaur|Minotauros|Minotauros|Minotaurus
griffin|grip|grif|Greif
phoenix|fenix|føniks|Phönix
vampire|vampyr|vampyr|Vampir
werewolf|varulv|varulv|Werwolf
Pegasus
cyclops|cyklop|kyklop|Zyklop
Medusa
sphinx|sfinx|sfinks|Sphinx
Hydra
Kraken
basilisk|basilisk|basilisk|Basilisk
gnome|tomte|nisse|Wichtel
fairy|fe|fe|Fee
yeti|yeti|yeti|Yeti
Bigfoot
Loch Ness Monster|Loch Ness-odjuret|Loch Ness-uhyret|Monster von Loch Ness
zombie|zombie|zombie|Zombie
ghost|spöke|spøkelse|Gespenst
valkyrie|valkyria|valkyrie|Walküre
harpy|harpya|harpy|Harpyie
siren|siren|sirene|Sirene
satyr|satyr|satyr|Satyr
Sleipnir
Fenrir|Fenrisulven|Fenrisulven|Fenriswolf
Midgard Serpent|Midgårdsormen|Midgardsormen|Midgardschlange
leprechaun|leprechaun|leprechaun|Leprechaun
genie|ande|ånd|Dschinn
hobbit|hobbit|hobbit|Hobbit
orc|orch|ork|Ork
sea serpent|sjöorm|sjøorm|Seeschlange
Cerberus|Kerberos|Kerberos|Zerberus
@en Nessie; ogre; goblin; pixie
@sv näcken; skogsrå; vittra; gengångare; mara; Storsjöodjuret; lindorm; alf
@nb huldra; nøkken; draug; fossegrimen; tusse; de underjordiske; lindorm; jotne; mare
@de Nessie; Kobold; Nixe; Lindwurm; Wolpertinger; Rübezahl; Golem; Elfe; Gnom
""")

card("A people or civilisation of the past", "Ett folk från historien", "Et folk fra historien", "Ein Volk aus der Geschichte", """
Romans|romare|romere|Römer
ancient Greeks|greker|grekere|Griechen
ancient Egyptians|egyptier|egyptere|Ägypter
Vikings|vikingar|vikinger|Wikinger
Maya|mayafolket|mayaer|Maya
Aztecs|azteker|aztekere|Azteken
Incas|inkafolket|inkaer|Inka
Celts|kelter|keltere|Kelten
Goths|goter|goter|Goten
Huns|huner|hunere|Hunnen
Mongols|mongoler|mongoler|Mongolen
Persians|perser|persere|Perser
Babylonians|babylonier|babylonere|Babylonier
Sumerians|sumerer|sumerere|Sumerer
Phoenicians|fenicier|fønikere|Phönizier
Etruscans|etrusker|etruskere|Etrusker
Carthaginians|kartager|kartagere|Karthager
Spartans|spartaner|spartanere|Spartaner
Minoans|minoer|minoere|Minoer
Assyrians|assyrier|assyrere|Assyrer
Hittites|hettiter|hettitter|Hethiter
Vandals|vandaler|vandaler|Vandalen
Anglo-Saxons|anglosaxare|angelsaksere|Angelsachsen
Franks|franker|frankere|Franken
Normans|normander|normannere|Normannen
Olmecs|olmeker|olmekere|Olmeken
Gauls|galler|gallere|Gallier
Germanic peoples|germaner|germanere|Germanen
Israelites|israeliter|israelitter|Israeliten
Scythians|skyter|skytere|Skythen
Byzantines|bysantiner|bysantinere|Byzantiner
Ottomans|osmaner|osmanere|Osmanen
Moors|morer|maurere|Mauren
Samurai|samurajer|samuraier|Samurai
@en Greeks; Egyptians; Mayans
@sv mayaindianer; inka
@nb mayaindianere
""")

card("A period in history", "En historisk epok", "En historisk epoke", "Eine Epoche der Geschichte", """
Stone Age|stenåldern|steinalderen|Steinzeit
Bronze Age|bronsåldern|bronsealderen|Bronzezeit
Iron Age|järnåldern|jernalderen|Eisenzeit
Viking Age|vikingatiden|vikingtiden|Wikingerzeit
Middle Ages|medeltiden|middelalderen|Mittelalter
Renaissance|renässansen|renessansen|Renaissance
Baroque|barocken|barokken|Barock
Enlightenment|upplysningen|opplysningstiden|Aufklärung
Industrial Revolution|industriella revolutionen|den industrielle revolusjon|Industrielle Revolution
Antiquity|antiken|antikken|Antike
Ice Age|istiden|istiden|Eiszeit
Romanticism|romantiken|romantikken|Romantik
Reformation|reformationen|reformasjonen|Reformation
Cold War|kalla kriget|den kalde krigen|Kalter Krieg
Victorian era|viktorianska tiden|viktoriatiden|Viktorianisches Zeitalter
Roaring Twenties|glada tjugotalet|de glade tjueårene|Goldene Zwanziger
Age of Discovery|upptäcktsresornas tid|oppdagelsestiden|Zeitalter der Entdeckungen
Prehistory|förhistorisk tid|forhistorisk tid|Vorgeschichte
Rococo|rokokon|rokokko|Rokoko
World War I|första världskriget|første verdenskrig|Erster Weltkrieg
World War II|andra världskriget|andre verdenskrig|Zweiter Weltkrieg
French Revolution|franska revolutionen|den franske revolusjon|Französische Revolution
Belle Époque
Space Age|rymdåldern|romalderen|Raumfahrtzeitalter
Kalmar Union|Kalmarunionen|Kalmarunionen|Kalmarer Union
Roman Empire|Romarriket|Romerriket|Römisches Reich
Ancient Egypt|forntida Egypten|oldtidens Egypt|Altes Ägypten
@en Dark Ages
@sv stormaktstiden; frihetstiden; gustavianska tiden
@nb unionstiden; dansketiden; firehundreårsnatten; jernalder
@de Kaiserzeit; Gründerzeit; Weimarer Republik; Biedermeier; Wirtschaftswunder; Nachkriegszeit; Neuzeit
""")

card("A philosopher", "En filosof", "En filosof", "Ein Philosoph", """
Socrates|Sokrates|Sokrates|Sokrates
Plato|Platon|Platon|Platon
Aristotle|Aristoteles|Aristoteles|Aristoteles
Immanuel Kant
Friedrich Nietzsche
René Descartes
Karl Marx
Georg Wilhelm Friedrich Hegel
Confucius|Konfucius|Konfucius|Konfuzius
Jean-Paul Sartre
Søren Kierkegaard
David Hume
John Locke
Thomas Hobbes
Jean-Jacques Rousseau
Voltaire
Baruch Spinoza
Ludwig Wittgenstein
Arthur Schopenhauer
Niccolò Machiavelli
Diogenes
Epicurus|Epikuros|Epikur|Epikur
Seneca
Pythagoras
Simone de Beauvoir
Hannah Arendt
Martin Heidegger
Gottfried Wilhelm Leibniz
Jeremy Bentham
John Stuart Mill
Bertrand Russell
Albert Camus
Michel Foucault
Thomas Aquinas|Thomas av Aquino|Thomas Aquinas|Thomas von Aquin
Augustine|Augustinus|Augustin|Augustinus
Laozi
Marcus Aurelius|Marcus Aurelius|Marcus Aurelius|Mark Aurel
Jürgen Habermas
Slavoj Žižek
Adam Smith
Heraclitus|Herakleitos|Heraklit|Heraklit
Friedrich Engels
Peter Singer
@en Lao Tzu
@sv Emanuel Swedenborg
@nb Arne Næss; Ludvig Holberg
@de Laotse; Richard David Precht; Theodor W. Adorno
""")

card("A famous politician", "En känd politiker", "En kjent politiker", "Ein berühmter Politiker", """
Winston Churchill
Angela Merkel
Barack Obama
Vladimir Putin|Vladimir Putin|Vladimir Putin|Wladimir Putin
Mahatma Gandhi
Nelson Mandela
Vladimir Lenin|Vladimir Lenin|Vladimir Lenin|Wladimir Lenin
Margaret Thatcher
Charles de Gaulle
Otto von Bismarck
John F. Kennedy
Abraham Lincoln
Olof Palme
Gro Harlem Brundtland
Helmut Kohl
Willy Brandt
Konrad Adenauer
Fidel Castro
Emmanuel Macron
Justin Trudeau
Volodymyr Zelenskyy|Volodymyr Zelenskyj|Volodymyr Zelenskyj|Wolodymyr Selenskyj
Tony Blair
Boris Johnson
Mikhail Gorbachev|Michail Gorbatjov|Mikhail Gorbatsjov|Michail Gorbatschow
Donald Trump
Joe Biden
Hillary Clinton
Bill Clinton
Ronald Reagan
Franklin D. Roosevelt
Jens Stoltenberg
Kofi Annan
Dag Hammarskjöld
Golda Meir
Indira Gandhi
Jacinda Ardern
Ursula von der Leyen
Helmut Schmidt
Olaf Scholz
Gerhard Schröder
Kamala Harris
Keir Starmer
@sv Tage Erlander; Per Albin Hansson; Ingvar Carlsson; Göran Persson; Carl Bildt; Fredrik Reinfeldt; Stefan Löfven; Magdalena Andersson; Ulf Kristersson; Anna Lindh; Annie Lööf; Hjalmar Branting
@nb Jonas Gahr Støre; Erna Solberg; Kjell Magne Bondevik; Einar Gerhardsen; Kåre Willoch; Siv Jensen; Carl I. Hagen; Trygve Lie; Thorvald Stoltenberg; Christian Michelsen; Sylvi Listhaug; Trygve Slagsvold Vedum
@de Annalena Baerbock; Joschka Fischer; Franz Josef Strauß; Richard von Weizsäcker; Frank-Walter Steinmeier; Markus Söder; Robert Habeck; Christian Lindner; Friedrich Merz; Erich Honecker; Sahra Wagenknecht; Gregor Gysi
""")

card("A religion", "En religion", "En religion", "Eine Religion", """
Christianity|kristendom|kristendom|Christentum
Islam|islam|islam|Islam
Judaism|judendom|jødedom|Judentum
Buddhism|buddhism|buddhisme|Buddhismus
Hinduism|hinduism|hinduisme|Hinduismus
Sikhism|sikhism|sikhisme|Sikhismus
Shinto|shinto|shinto|Shintoismus
Taoism|taoism|taoisme|Taoismus
Confucianism|konfucianism|konfusianisme|Konfuzianismus
Jainism|jainism|jainisme|Jainismus
Bahá'í|bahá'í|bahá'í|Bahai
Catholicism|katolicism|katolisisme|Katholizismus
Protestantism|protestantism|protestantisme|Protestantismus
Orthodox Christianity|ortodox kristendom|ortodoks kristendom|Orthodoxie
Lutheranism|lutherdom|lutherdom|Luthertum
Anglicanism|anglikanism|anglikanisme|Anglikanismus
Calvinism|kalvinism|kalvinisme|Calvinismus
Mormonism|mormonism|mormonisme|Mormonentum
Jehovah's Witnesses|Jehovas vittnen|Jehovas vitner|Zeugen Jehovas
Scientology
Zoroastrianism|zoroastrism|zoroastrisme|Zoroastrismus
Rastafari|rastafari|rastafari|Rastafari
Voodoo|voodoo|voodoo|Voodoo
Pentecostalism|pingströrelsen|pinsebevegelsen|Pfingstbewegung
Quakers|kväkare|kvekere|Quäker
Norse paganism|asatro|åsatro|Asatru
Wicca
Shamanism|schamanism|sjamanisme|Schamanismus
Methodism|metodism|metodisme|Methodismus
Baptists|baptister|baptister|Baptisten
Sunni Islam|sunniislam|sunniislam|Sunniten
Shia Islam|shiaislam|sjiaislam|Schiiten
""")

# ---------------------------------------------------------------- names and holidays (each language its own)
card("A girl's name", "Ett flicknamn", "Et jentenavn", "Ein Mädchenname", """
@en Emma; Olivia; Sophia; Ava; Isabella; Mia; Amelia; Charlotte; Emily; Grace; Lily; Chloe; Ella; Sarah; Jessica; Hannah; Elizabeth; Mary; Anna; Lucy; Sophie; Jennifer; Laura; Rachel; Rebecca; Katherine; Victoria; Alice; Ellie; Evie; Isla; Freya; Poppy; Ruby; Daisy; Megan; Amy; Lauren; Abigail; Madison; Zoe; Nicole; Samantha; Ashley; Julia; Anne; Margaret; Susan; Linda; Patricia; Barbara; Helen; Karen; Nancy; Lisa; Michelle; Kate; Jane
@sv Anna; Maria; Eva; Karin; Kristina; Lena; Sara; Emma; Elsa; Alice; Maja; Ella; Wilma; Ebba; Olivia; Astrid; Saga; Alva; Vera; Selma; Agnes; Freja; Elin; Julia; Ida; Linnea; Hanna; Klara; Matilda; Ellen; Moa; Elvira; Signe; Stella; Tilde; Ingrid; Birgitta; Margareta; Elisabeth; Kerstin; Ulla; Annika; Malin; Sofia; Johanna; Cecilia; Frida; Emelie; Louise; Lisa; Amanda; Nora; Ester; Lova; Tove; Greta; Siri; Britt; Gunilla
@nb Nora; Emma; Ella; Sofie; Olivia; Maja; Ingrid; Leah; Sara; Frida; Astrid; Sofia; Emilie; Anna; Ida; Thea; Hanna; Vilde; Tiril; Live; Ingeborg; Selma; Aurora; Amalie; Julie; Mathilde; Marte; Kari; Anne; Inger; Hilde; Marit; Liv; Solveig; Berit; Tone; Kristin; Silje; Camilla; Ragnhild; Sigrid; Signe; Ane; Eva; Maria; Maren; Linnea; Hedda; Tuva; Jenny; Synne; Guro
@de Anna; Maria; Lena; Sophie; Emma; Mia; Hannah; Lea; Laura; Julia; Lisa; Sarah; Katharina; Johanna; Clara; Emilia; Marie; Lina; Ella; Leonie; Amelie; Charlotte; Paula; Frieda; Greta; Ida; Mila; Luisa; Nele; Jana; Sandra; Sabine; Petra; Claudia; Andrea; Monika; Ursula; Ingrid; Helga; Gisela; Ute; Heike; Susanne; Stefanie; Nicole; Christina; Anja; Birgit; Karin; Martina; Elisabeth; Franziska
""")

card("A boy's name", "Ett pojknamn", "Et guttenavn", "Ein Jungenname", """
@en James; John; Robert; Michael; William; David; Richard; Joseph; Thomas; Charles; Daniel; Matthew; Anthony; Mark; Paul; Steven; Andrew; Kevin; George; Edward; Oliver; Harry; Jack; Noah; Liam; Ethan; Lucas; Henry; Alexander; Benjamin; Samuel; Jacob; Leo; Oscar; Charlie; Freddie; Arthur; Peter; Christopher; Jonathan; Tom; Adam; Luke; Ryan; Nathan; Joshua; Dylan; Max; Sam; Patrick
@sv Erik; Lars; Karl; Anders; Johan; Per; Nils; Mikael; Jan; Hans; Lennart; Olof; Peter; Fredrik; Gustav; Oscar; Lucas; William; Liam; Hugo; Elias; Noah; Adam; Alexander; Oliver; Axel; Ludvig; Leo; Vincent; Filip; Theo; Viktor; Emil; Isak; Alvin; Anton; Albin; Sixten; Melvin; Arvid; Sven; Björn; Magnus; Henrik; Mattias; Daniel; Andreas; Jonas; Stefan; Thomas; Göran; Bengt; Ingvar; Kalle; Måns; Olle; Otto; Love; Malte; Wilmer
@nb Jakob; Emil; Noah; Oliver; Filip; William; Lucas; Liam; Henrik; Oskar; Aksel; Theodor; Elias; Kasper; Magnus; Isak; Mathias; Tobias; Johannes; Sander; Jonas; Ola; Per; Lars; Knut; Nils; Kristian; Bjørn; Jan; Arne; Espen; Håkon; Olav; Sigurd; Even; Sondre; Eirik; Martin; Andreas; Thomas; Petter; Trond; Geir; Odd; Svein; Terje; Kjetil; Halvor; Torstein; Ulrik; Vegard; Mats; Markus; Erik; Anders; Hans; Harald
@de Lukas; Leon; Paul; Jonas; Felix; Maximilian; Ben; Elias; Noah; Luca; Finn; Emil; Henry; Theo; Matteo; Moritz; Jakob; Alexander; David; Tim; Jan; Tobias; Florian; Sebastian; Stefan; Michael; Thomas; Andreas; Peter; Klaus; Hans; Jürgen; Wolfgang; Günter; Dieter; Uwe; Frank; Markus; Christian; Daniel; Martin; Matthias; Philipp; Niklas; Julian; Fabian; Simon; Karl; Friedrich; Heinrich; Johannes; Anton; Oskar
""")

card("A holiday or festival", "En högtid eller helgdag", "En høytid eller festdag", "Ein Feiertag oder Fest", """
@en Christmas; Christmas Eve; Easter; New Year's Eve; New Year's Day; Halloween; Thanksgiving; Valentine's Day; Mother's Day; Father's Day; Independence Day; St Patrick's Day; Hanukkah; Diwali; Eid; Ramadan; Passover; Pentecost; Whitsun; Ascension Day; Good Friday; Easter Monday; Boxing Day; Carnival; Mardi Gras; Oktoberfest; Chinese New Year; Midsummer; Bonfire Night; April Fools' Day; Labour Day; All Saints' Day; Advent; Epiphany; Yom Kippur; Holi; Day of the Dead; Burns Night; Shrove Tuesday; May Day
@sv jul; julafton; påsk; påskafton; nyårsafton; nyårsdagen; midsommar; midsommarafton; lucia; valborg; valborgsmässoafton; nationaldagen; alla hjärtans dag; halloween; alla helgons dag; pingst; Kristi himmelsfärd; långfredagen; skärtorsdagen; annandag påsk; annandag jul; trettondagen; tjugondag Knut; fettisdagen; mors dag; fars dag; första maj; advent; kräftskiva; Mårtensafton; ramadan; eid; hanukka; diwali; Oktoberfest; karneval; thanksgiving; kinesiskt nyår
@nb jul; julaften; lillejulaften; påske; påskeaften; nyttårsaften; nyttårsdag; sankthans; sankthansaften; 17. mai; syttende mai; nasjonaldagen; luciadagen; valentinsdagen; halloween; allehelgensdag; pinse; Kristi himmelfartsdag; langfredag; skjærtorsdag; andre påskedag; første juledag; andre juledag; morsdag; farsdag; 1. mai; advent; fastelavn; olsok; ramadan; id; hanukka; diwali; Oktoberfest; karneval; thanksgiving; kinesisk nyttår
@de Weihnachten; Heiligabend; Ostern; Silvester; Neujahr; Karneval; Fasching; Fastnacht; Pfingsten; Christi Himmelfahrt; Karfreitag; Ostermontag; Gründonnerstag; Tag der Deutschen Einheit; Erster Mai; Muttertag; Vatertag; Valentinstag; Halloween; Allerheiligen; Sankt Martin; Nikolaus; Advent; Rosenmontag; Oktoberfest; Erntedankfest; Reformationstag; Fronleichnam; Heilige Drei Könige; Ramadan; Zuckerfest; Chanukka; Diwali; Thanksgiving; Chinesisches Neujahr; Walpurgisnacht; Aschermittwoch; Totensonntag
""")

# ---------------------------------------------------------------- brands
card("A car brand", "Ett bilmärke", "Et bilmerke", "Eine Automarke", """
Volvo
Saab
Volkswagen
VW
BMW
Mercedes-Benz
Audi
Porsche
Opel
Ford
Toyota
Honda
Nissan
Mazda
Mitsubishi
Subaru
Suzuki
Lexus
Hyundai
Kia
Tesla
Chevrolet
Cadillac
Chrysler
Jeep
Dodge
Ferrari
Lamborghini
Maserati
Fiat
Alfa Romeo
Lancia
Peugeot
Renault
Citroën
Bugatti
Škoda
Seat
Dacia
Lada
Jaguar
Land Rover
Aston Martin
Bentley
Rolls-Royce
Mini
Lotus
McLaren
Smart
Polestar
BYD
Trabant
Koenigsegg
@en Mercedes
@sv Mercedes
@nb Mercedes
@de Mercedes
""")

card("A tech company", "Ett teknikföretag", "Et teknologiselskap", "Ein Technologieunternehmen", """
Apple
Microsoft
Google
Samsung
IBM
Intel
Sony
Nokia
Ericsson
HP
Dell
Lenovo
Asus
Acer
Huawei
LG
Philips
Siemens
Nintendo
Amazon
Meta
Facebook
Nvidia
AMD
Xiaomi
Canon
Panasonic
Toshiba
Motorola
Spotify
Netflix
Oracle
SAP
Cisco
OpenAI
SpaceX
Adobe
Bosch
Logitech
Garmin
BlackBerry
Sega
Atari
Commodore
Bang & Olufsen
Sonos
Vodafone
Nikon
Tesla
Alphabet
@sv Telia; Tele2; Klarna; King; Mojang; Skype
@nb Telenor; Opera; Kahoot!; Tandberg; Schibsted
@de Deutsche Telekom; Infineon; Telefunken; Grundig; Zalando
""")

card("A website or app", "En webbplats eller app", "En nettside eller app", "Eine Website oder App", """
Facebook
Instagram
TikTok
YouTube
Snapchat
X
Twitter
LinkedIn
WhatsApp
Pinterest
Reddit
Wikipedia
Google
Amazon
eBay
Netflix
Spotify
Messenger
Telegram
Signal
Discord
Twitch
Tinder
Skype
Zoom
Microsoft Teams
Tumblr
Threads
Bluesky
Vimeo
ChatGPT
Google Maps
Uber
Airbnb
Booking.com
Tripadvisor
Duolingo
Shazam
Yahoo
Bing
Gmail
Dropbox
Etsy
AliExpress
Temu
Shein
Vinted
Wolt
PayPal
Zalando
@en Craigslist; Hulu; Venmo; Uber Eats; Deliveroo
@sv Swish; Blocket; Tradera; Hemnet; Klarna; BankID; Prisjakt; Foodora; SL-appen; Hitta.se
@nb Vipps; Finn.no; Yr; BankID; Ruter; Foodora; Kahoot!; Entur; Prisjakt; Helsenorge
@de Kleinanzeigen; Check24; Lieferando; Xing; Idealo; Chefkoch; DB Navigator; Otto; Jodel; Wetter.com
""")

card("An airline", "Ett flygbolag", "Et flyselskap", "Eine Fluggesellschaft", """
SAS
Norwegian
Lufthansa
KLM
Air France
British Airways
Ryanair
easyJet
Emirates
Qatar Airways
Finnair
Icelandair
Turkish Airlines
Delta
United Airlines
American Airlines
Swiss
Austrian Airlines
Iberia
ITA Airways
Alitalia
Singapore Airlines
Qantas
Eurowings
Condor
Widerøe
TUI
Wizz Air
Aeroflot
Etihad
Air Canada
Cathay Pacific
Japan Airlines
Brussels Airlines
Air Berlin
Pan Am
Southwest Airlines
Virgin Atlantic
LOT
Aer Lingus
Vueling
airBaltic
Thai Airways
Ethiopian Airlines
Braathens
Malaysia Airlines
Air India
""")

# ---------------------------------------------------------------- words from other languages
# French words: the same French spelling in every language; German capitalises the nouns ("*").
FRENCH = """
bonjour; merci; oui; non; au revoir; s'il vous plaît; bonsoir; bonne nuit; *madame; *monsieur;
*mademoiselle; *croissant; *baguette; *café; chic; *déjà-vu; voilà; *rendez-vous; c'est la vie;
bon appétit; bon voyage; je t'aime; *amour; *champagne; *crème brûlée; *menu; à la carte;
*restaurant; *souvenir; *cliché; *fiancé; *ballet; *buffet; *garage; *chauffeur; touché; enchanté;
merci beaucoup; pardon; ça va; bienvenue; *liberté; *égalité; *fraternité; *croque monsieur; rouge;
blanc; *fromage; *vin; *pain; fin; salut; à bientôt; adieu; *bisou; oh là là; *boulangerie;
*pâtisserie; *crêpe; *baguette magique; *tour de France; *haute couture; *savoir-vivre; *joie de vivre
"""


def french():
    out = {l: [] for l in LANGS}
    for w in (x.strip() for x in FRENCH.replace("\n", " ").split(";")):
        if not w:
            continue
        noun = w.startswith("*")
        w = w.lstrip("*")
        for l in ("en", "sv", "nb"):
            out[l].append(w)
        out["de"].append(w[0].upper() + w[1:] if noun else w)
    return out


card("A French word", "Ett franskt ord", "Et fransk ord", "Ein französisches Wort", french())

JAPANESE = """
*sushi; *kimono; *samurai; *ninja; *karate; *judo; *origami; *bonsai; *manga; *anime; *haiku;
*geisha; *sumo; *tsunami; *karaoke; *emoji; *tofu; *sake; *wasabi; *ramen; sayonara; konnichiwa;
arigato; *kamikaze; *tamagotchi; *futon; *zen; *shogun; *dojo; *sensei; *tempura; *teriyaki; *umami;
kawaii; *sudoku; *bento; *miso; *yen; *kanji; banzai; *ikebana; *aikido; *sashimi; *edamame;
*matcha; *tatami; *otaku; *kabuki; *ronin; *katana; *kaizen; *shiatsu; *reiki; *yakuza; *sakura;
*harakiri; *jiu-jitsu; *nori; *udon; *yakisoba
"""


def japanese():
    out = {l: [] for l in LANGS}
    for w in (x.strip() for x in JAPANESE.replace("\n", " ").split(";")):
        if not w:
            continue
        noun = w.startswith("*")
        w = w.lstrip("*")
        for l in ("en", "sv", "nb"):
            out[l].append(w)
        out["de"].append(w[0].upper() + w[1:] if noun else w)
    return out


card("A Japanese word", "Ett japanskt ord", "Et japansk ord", "Ein japanisches Wort", japanese())

card("A card game", "Ett kortspel", "Et kortspill", "Ein Kartenspiel", """
@en poker; bridge; blackjack; solitaire; rummy; gin rummy; canasta; cribbage; hearts; spades; go fish; snap; old maid; war; crazy eights; Uno; whist; patience; baccarat; cheat; happy families; pontoon; euchre; pinochle; Skip-Bo; Texas hold 'em; sevens; beggar-my-neighbour; Top Trumps; Magic: The Gathering; twenty-one; president
@sv poker; bridge; whist; kasino; vändåtta; finns i sjön; löjliga familjerna; svarte Petter; plump; chicago; kille; bluffstopp; skitgubbe; patiens; Uno; canasta; rummy; blackjack; tjugoett; trettioett; vira; femkort; krig; sjuan; stress; idiot; hjärter; Skip-Bo; Texas hold'em; Magic
@nb poker; bridge; vri åtter; kasino; idiot; krig; gris; løgn; amerikaner; femkort; whist; svarteper; kabal; Uno; hjerter; plump; rummy; canasta; blackjack; tjueen; skitkar; stress; Skip-Bo; Texas hold'em; Magic; president
@de Skat; Doppelkopf; Mau-Mau; Rommé; Canasta; Poker; Bridge; Schafkopf; Patience; Solitär; Uno; Schwarzer Peter; Quartett; Black Jack; Siebzehn und Vier; Wizard; Phase 10; Elfer raus; Durak; Bohnanza; Skip-Bo; Watten; Jass; Tarock; Schnapsen; Sechsundsechzig; Binokel; Whist; Texas Hold'em; Halli Galli; Ligretto
""")


# ---------------------------------------------------------------- assemble, validate, write
JOKERS = [("circle", "triangle"), ("square", "star"), ("diamond", "heart"),
          ("cross", "moon"), ("circle", "moon"), ("square", "diamond")]


_EXTRA = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "þ": "th",
                        "ł": "l", "ı": "i", "’": "'", "‘": "'"})


def norm(s):
    """Same normal form as engine/ordet/matching.normalize (lowercase, accents stripped,
    every run of non-alphanumerics one space)."""
    t = s.casefold().translate(_EXTRA)
    t = unicodedata.normalize("NFKD", t)
    t = "".join(c for c in t if not unicodedata.combining(c)).translate(_EXTRA)
    return re.sub(r"[^0-9a-z]+", " ", t).strip()


# People are usually named by surname in a race ("Einstein", "Ibsen", "Churchill"); the matcher
# compares whole strings, so these categories also list the surname on its own.
SURNAME_CATEGORIES = {"A famous scientist", "A composer", "A famous painter or artist",
                      "A famous writer", "A famous politician", "A US president", "A philosopher",
                      "A famous explorer"}
KEEP_PARTICLE = {"van Gogh", "da Vinci", "de Gaulle", "de Beauvoir", "af Klint", "da Gama",
                 "van Eyck", "von der Leyen", "de Niro"}
NO_SURNAME = {"Erik the Red", "Erik Röde", "Eirik Raude", "Erik der Rote", "Tenzing Norgay",
              "Ibn Battuta", "Marco Polo", "Leif Erikson", "Leif Eriksson", "Leiv Eiriksson",
              "Dante Alighieri", "Brothers Grimm", "Bröderna Grimm", "Brødrene Grimm",
              "Brüder Grimm", "Mahatma Gandhi", "Indira Gandhi", "Che Guevara", "Thomas Aquinas",
              "Thomas av Aquino", "Thomas von Aquin", "Marcus Aurelius", "Mark Aurel", "Laozi",
              "Per Albin Hansson", "Ingvar Carlsson", "Göran Persson", "Magdalena Andersson",
              "El Greco", "Ai Weiwei", "Frida Hansen", "Benny Andersson", "Ole Bull",
              "Lars Saabye Christensen", "Trygve Lie", "Siv Jensen"}
EXTRA_SHORT = {"Dante Alighieri": ["Dante"], "Brothers Grimm": ["Grimm"], "Bröderna Grimm": ["Grimm"],
               "Brødrene Grimm": ["Grimm"], "Brüder Grimm": ["Grimm"], "Mahatma Gandhi": ["Gandhi"],
               "Galileo Galilei": ["Galileo"], "Per Albin Hansson": ["Per Albin"]}
PARTICLES = {"van", "von", "da", "de", "der", "af", "du", "di", "del", "la", "le"}


def surname(name):
    toks = name.split()
    if len(toks) < 2 or name in NO_SURNAME:
        return []
    last = toks[-1]
    if len(last) < 3 or "." in last or not last[0].isupper():
        return []
    i = len(toks) - 1
    while i > 0 and toks[i - 1] in PARTICLES:
        i -= 1
    with_particle = " ".join(toks[i:])
    return [with_particle if with_particle in KEEP_PARTICLE else last]


def add_surnames():
    for c in CARDS:
        if c["category"]["en"] not in SURNAME_CATEGORIES:
            continue
        for l in LANGS:
            ans = c["answers"][l]
            seen = {norm(a) for a in ans}
            extra = []
            for a in ans:
                for short in EXTRA_SHORT.get(a, []) + surname(a):
                    if norm(short) not in seen:
                        seen.add(norm(short))
                        extra.append(short)
            ans.extend(extra)


def build():
    assert len(CARDS) == 72, len(CARDS)
    add_surnames()
    cards = []
    for i, c in enumerate(CARDS):
        cards.append({
            "id": "world-%02d" % (i + 1),
            "symbol": SYMBOLS[i % len(SYMBOLS)],
            "category": c["category"],
            "answers": {l: list(c["answers"][l]) for l in LANGS},
        })
    return {
        "format": "tabletop-ordet-set", "version": 1,
        "id": "world",
        "name": {"en": "Wide world", "sv": "Vida världen", "nb": "Den store verden", "de": "Weite Welt"},
        "symbols": SYMBOLS,
        "cards": cards,
        "jokers": [{"id": "world-j%d" % (i + 1), "symbols": list(j)} for i, j in enumerate(JOKERS)],
    }


def validate(data):
    """Return a list of problems (empty = valid)."""
    errs = []
    if data.get("format") != "tabletop-ordet-set" or data.get("version") != 1:
        errs.append("format/version")
    if data.get("symbols") != SYMBOLS:
        errs.append("symbols list")
    cards = data["cards"]
    if len(cards) != 72:
        errs.append("card count %d" % len(cards))
    ids = [c["id"] for c in cards]
    if ids != ["world-%02d" % i for i in range(1, 73)]:
        errs.append("card ids")
    for s in SYMBOLS:
        n = sum(1 for c in cards if c["symbol"] == s)
        if n != 9:
            errs.append("symbol %s on %d cards" % (s, n))
    for l in LANGS:
        cats = [norm(c["category"][l]) for c in cards]
        if len(set(cats)) != len(cats):
            errs.append("duplicate categories in %s" % l)
        for c in cards:
            cat = c["category"][l]
            if not cat.strip() or len(cat) > 60:
                errs.append("%s %s category length" % (c["id"], l))
            ans = c["answers"][l]
            if len(ans) < 15:
                errs.append("%s %s only %d answers" % (c["id"], l, len(ans)))
            seen = {}
            for a in ans:
                if not isinstance(a, str) or not a.strip() or a != a.strip():
                    errs.append("%s %s bad answer %r" % (c["id"], l, a))
                    continue
                k = norm(a)
                if k in seen:
                    errs.append("%s %s duplicate %r / %r" % (c["id"], l, seen[k], a))
                seen[k] = a
    jok = data["jokers"]
    if len(jok) != 6 or [j["id"] for j in jok] != ["world-j%d" % i for i in range(1, 7)]:
        errs.append("joker ids/count")
    use = {s: 0 for s in SYMBOLS}
    for j in jok:
        a, b = j["symbols"]
        if a == b or a not in use or b not in use:
            errs.append("joker %s symbols" % j["id"])
            continue
        use[a] += 1
        use[b] += 1
    if any(v > 2 for v in use.values()):
        errs.append("symbol on more than two jokers")
    try:  # when run inside the repository: no answer may be shadowed by another for the matcher
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
        from engine.ordet.matching import match
    except ImportError:
        match = None
    if match is not None:
        for c in cards:
            for l in LANGS:
                for a in c["answers"][l]:
                    if match(a, c["answers"][l], l) != a:
                        errs.append("%s %s %r is shadowed by %r" % (c["id"], l, a, match(a, c["answers"][l], l)))
    return errs


def dumps(data):
    """Readable JSON: one card per block, each answer list on one line."""
    def j(x):
        return json.dumps(x, ensure_ascii=False)
    lines = ["{", '  "format": %s, "version": %s,' % (j(data["format"]), j(data["version"])),
             '  "id": %s,' % j(data["id"]), '  "name": %s,' % j(data["name"]),
             '  "symbols": %s,' % j(data["symbols"]), '  "cards": [']
    for i, c in enumerate(data["cards"]):
        lines.append('    {"id": %s, "symbol": %s,' % (j(c["id"]), j(c["symbol"])))
        lines.append('     "category": %s,' % j(c["category"]))
        lines.append('     "answers": {')
        for k, l in enumerate(LANGS):
            lines.append('       %s: %s%s' % (j(l), j(c["answers"][l]), "," if k < len(LANGS) - 1 else ""))
        lines.append('     }}' + ("," if i < len(data["cards"]) - 1 else ""))
    lines.append('  ],')
    lines.append('  "jokers": [')
    for i, jk in enumerate(data["jokers"]):
        lines.append('    %s%s' % (j(jk), "," if i < len(data["jokers"]) - 1 else ""))
    lines.append('  ]')
    lines.append('}')
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == data
    return text


def stats(data):
    import statistics
    for l in LANGS:
        ns = sorted(len(c["answers"][l]) for c in data["cards"])
        print("%s: min %d, median %g, max %d, total %d" % (l, ns[0], statistics.median(ns), ns[-1], sum(ns)))


if __name__ == "__main__":
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = os.path.join(root, "resources", "ordet", "sets", "world.json")
    data = build()
    problems = validate(data)
    for p in problems:
        print("PROBLEM:", p)
    if problems and "--force" not in sys.argv:
        sys.exit(1)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(data))
    with open(out, encoding="utf-8") as f:  # round-trip: valid JSON, same content
        assert validate(json.load(f)) == problems
    stats(data)
    print("wrote", os.path.relpath(out, root))
