#!/usr/bin/env python3
"""Generate resources/ordet/sets/everyday.json (Ordet fanger card set A, "Everyday").

The data lives in this file as plain text: each card has its category in en/sv/nb/de and
"|"-separated answer lists per language. Run from the repository root:

    python3 tools/ordet/build_everyday.py

The script normalises whitespace, drops answers that are duplicates after normalisation
(lowercase, accents stripped, spaces collapsed; a warning is printed), checks the format
contract (72 cards, 9 per symbol, >= 15 answers per list, distinct categories, jokers) and
writes the JSON file.
"""
import json
import os
import sys
import unicodedata

SET_ID = "everyday"
NAME = {"en": "Everyday", "sv": "Vardag", "nb": "Hverdag", "de": "Alltag"}
SYMBOLS = ["circle", "square", "triangle", "star", "diamond", "cross", "heart", "moon"]
LANGS = ("en", "sv", "nb", "de")
JOKERS = [("circle", "square"), ("triangle", "star"), ("diamond", "cross"),
          ("heart", "moon"), ("circle", "star"), ("diamond", "moon")]
MIN_ANSWERS = 15

CARDS = []


def C(cat_en, cat_sv, cat_nb, cat_de, en, sv, nb, de):
    CARDS.append({"category": {"en": cat_en, "sv": cat_sv, "nb": cat_nb, "de": cat_de},
                  "answers": {"en": en, "sv": sv, "nb": nb, "de": de}})


# --------------------------------------------------------------------------- food & drink
C("A fruit", "En frukt", "En frukt", "Eine Obstsorte",
  """apple|banana|orange|pear|grape|strawberry|pineapple|mango|kiwi|lemon|lime|peach|plum|
  cherry|apricot|watermelon|melon|grapefruit|papaya|passion fruit|pomegranate|fig|date|coconut|
  avocado|blueberry|raspberry|nectarine|tangerine|clementine|mandarin|satsuma|lychee|guava|
  persimmon|blackberry|cranberry|quince|star fruit|dragon fruit|kumquat|gooseberry|
  honeydew melon|cantaloupe|physalis""",
  """äpple|banan|apelsin|päron|vindruva|druva|jordgubbe|ananas|mango|kiwi|citron|lime|persika|
  plommon|körsbär|aprikos|vattenmelon|melon|grapefrukt|papaya|passionsfrukt|granatäpple|fikon|
  dadel|kokosnöt|avokado|blåbär|hallon|nektarin|mandarin|klementin|litchi|guava|sharonfrukt|
  björnbär|tranbär|kvitten|stjärnfrukt|drakfrukt|kumquat|krusbär|honungsmelon|physalis|lingon""",
  """eple|banan|appelsin|pære|drue|vindrue|jordbær|ananas|mango|kiwi|sitron|lime|fersken|plomme|
  kirsebær|aprikos|vannmelon|melon|grapefrukt|papaya|pasjonsfrukt|granateple|fiken|daddel|
  kokosnøtt|avokado|blåbær|bringebær|nektarin|mandarin|klementin|litchi|guava|sharonfrukt|
  bjørnebær|tranebær|kvede|stjernefrukt|dragefrukt|kumquat|stikkelsbær|honningmelon|physalis|
  tyttebær""",
  """Apfel|Banane|Orange|Apfelsine|Birne|Weintraube|Traube|Erdbeere|Ananas|Mango|Kiwi|Zitrone|
  Limette|Pfirsich|Pflaume|Zwetschge|Kirsche|Aprikose|Marille|Wassermelone|Melone|Grapefruit|
  Papaya|Maracuja|Passionsfrucht|Granatapfel|Feige|Dattel|Kokosnuss|Avocado|Heidelbeere|
  Blaubeere|Himbeere|Nektarine|Mandarine|Clementine|Litschi|Guave|Kaki|Brombeere|Preiselbeere|
  Quitte|Sternfrucht|Drachenfrucht|Kumquat|Stachelbeere|Honigmelone|Physalis|Cranberry""")

C("A vegetable", "En grönsak", "En grønnsak", "Eine Gemüsesorte",
  """carrot|potato|tomato|cucumber|onion|red onion|garlic|broccoli|cauliflower|cabbage|lettuce|
  spinach|pea|bean|green bean|corn|sweetcorn|pepper|bell pepper|chilli|courgette|zucchini|
  aubergine|eggplant|leek|celery|asparagus|beetroot|radish|turnip|swede|parsnip|pumpkin|squash|
  kale|Brussels sprout|artichoke|sweet potato|mushroom|fennel|red cabbage|chickpea|lentil|okra|
  rocket|shallot|spring onion|celeriac|kohlrabi|sugar snap pea|chard""",
  """morot|potatis|tomat|gurka|lök|gul lök|rödlök|vitlök|broccoli|blomkål|vitkål|kål|sallad|
  isbergssallad|spenat|ärta|böna|haricots verts|majs|paprika|chili|squash|zucchini|aubergine|
  purjolök|selleri|blekselleri|sparris|rödbeta|rädisa|rova|kålrot|palsternacka|pumpa|grönkål|
  brysselkål|kronärtskocka|sötpotatis|svamp|champinjon|fänkål|rödkål|kikärta|lins|ruccola|
  schalottenlök|salladslök|rotselleri|kålrabbi|jordärtskocka|mangold|sockerärta""",
  """gulrot|potet|tomat|agurk|løk|rødløk|hvitløk|brokkoli|blomkål|hodekål|kål|salat|isbergsalat|
  spinat|ert|bønne|aspargesbønne|mais|paprika|chili|squash|aubergine|purre|purreløk|selleri|
  stangselleri|asparges|rødbete|reddik|nepe|kålrot|pastinakk|gresskar|grønnkål|rosenkål|
  artisjokk|søtpotet|sopp|sjampinjong|fennikel|rødkål|kikert|linse|ruccola|sjalottløk|vårløk|
  sellerirot|knutekål|jordskokk|mangold|sukkerert""",
  """Karotte|Möhre|Kartoffel|Tomate|Gurke|Zwiebel|rote Zwiebel|Knoblauch|Brokkoli|Blumenkohl|
  Weißkohl|Kohl|Salat|Eisbergsalat|Spinat|Erbse|Bohne|grüne Bohne|Mais|Paprika|Chili|Zucchini|
  Aubergine|Lauch|Porree|Sellerie|Staudensellerie|Spargel|Rote Bete|Radieschen|Rettich|
  Steckrübe|Pastinake|Kürbis|Grünkohl|Rosenkohl|Artischocke|Süßkartoffel|Pilz|Champignon|
  Fenchel|Rotkohl|Kichererbse|Linse|Rucola|Schalotte|Frühlingszwiebel|Knollensellerie|Kohlrabi|
  Topinambur|Mangold|Zuckererbse|Wirsing|Feldsalat""")

C("A berry", "Ett bär", "Et bær", "Eine Beere",
  """strawberry|raspberry|blueberry|blackberry|cranberry|lingonberry|cowberry|cloudberry|
  gooseberry|redcurrant|blackcurrant|whitecurrant|elderberry|mulberry|bilberry|huckleberry|
  boysenberry|loganberry|juniper berry|sea buckthorn|rowanberry|goji berry|acai berry|
  wild strawberry|grape|crowberry|dewberry|barberry|rosehip|aronia berry|sloe""",
  """jordgubbe|smultron|hallon|blåbär|björnbär|tranbär|lingon|hjortron|krusbär|röda vinbär|
  svarta vinbär|vita vinbär|vinbär|fläderbär|mullbär|åkerbär|kråkbär|enbär|havtorn|rönnbär|
  gojibär|acaibär|blåhallon|nypon|odon|vindruva|aronia|slånbär""",
  """jordbær|markjordbær|bringebær|blåbær|bjørnebær|tranebær|tyttebær|multe|molte|stikkelsbær|
  rips|solbær|hvit rips|hyllebær|morbær|åkerbær|krekling|einebær|havtorn|rognebær|gojibær|
  acaibær|nype|blokkebær|drue|aronia|slåpebær|villbringebær""",
  """Erdbeere|Walderdbeere|Himbeere|Heidelbeere|Blaubeere|Brombeere|Cranberry|Preiselbeere|
  Moltebeere|Stachelbeere|Johannisbeere|rote Johannisbeere|schwarze Johannisbeere|
  Holunderbeere|Maulbeere|Wacholderbeere|Sanddorn|Vogelbeere|Gojibeere|Acai-Beere|Weintraube|
  Hagebutte|Aroniabeere|Moosbeere|Krähenbeere|Berberitze|Jostabeere|Boysenbeere|Schlehe""")

C("A drink", "En dryck", "En drikke", "Ein Getränk",
  """water|milk|juice|orange juice|apple juice|grape juice|tea|coffee|hot chocolate|cocoa|
  lemonade|cola|Coca-Cola|Fanta|Sprite|soda|squash|cordial|smoothie|milkshake|iced tea|
  sparkling water|mineral water|fizzy drink|ginger ale|root beer|energy drink|sports drink|
  chocolate milk|buttermilk|herbal tea|green tea|latte|cappuccino|espresso|soy milk|oat milk|
  coconut water|tonic water|lassi|chai|iced coffee|elderflower cordial|punch""",
  """vatten|mjölk|juice|apelsinjuice|äppeljuice|te|kaffe|varm choklad|kakao|chokladmjölk|saft|
  läsk|cola|Coca-Cola|Fanta|Sprite|smoothie|milkshake|iste|kolsyrat vatten|mineralvatten|
  bubbelvatten|vichyvatten|sockerdricka|julmust|påskmust|must|energidryck|sportdryck|kärnmjölk|
  örtte|grönt te|latte|cappuccino|espresso|sojamjölk|havremjölk|kokosvatten|tonic|lemonad|
  iskaffe|chai|rooibos|fläderdryck|äppelmust""",
  """vann|melk|juice|appelsinjuice|eplejuice|te|kaffe|varm sjokolade|kakao|sjokolademelk|saft|
  brus|cola|Coca-Cola|Fanta|Sprite|Solo|smoothie|milkshake|iste|mineralvann|farris|sodavann|
  julebrus|energidrikk|sportsdrikk|kulturmelk|kefir|urtete|grønn te|latte|cappuccino|espresso|
  soyamelk|havremelk|kokosvann|tonic|limonade|iskaffe|chai|rooibos|eplemost|lettmelk|helmelk|
  skummetmelk|sitronbrus|fruktjuice""",
  """Wasser|Milch|Saft|Orangensaft|Apfelsaft|Traubensaft|Tee|Kaffee|heiße Schokolade|Kakao|
  Limonade|Limo|Cola|Fanta|Sprite|Spezi|Smoothie|Milchshake|Eistee|Sprudel|Mineralwasser|
  Sprudelwasser|Apfelschorle|Schorle|Saftschorle|Energydrink|Buttermilch|Kräutertee|grüner Tee|
  Früchtetee|Pfefferminztee|Kamillentee|Latte macchiato|Cappuccino|Espresso|Sojamilch|
  Hafermilch|Kokoswasser|Tonic Water|Kefir|Ayran|Malzbier|Fassbrause|Kinderpunsch|Eiskaffee|
  Chai|Kakaomilch""")

C("Something for breakfast", "Något till frukost", "Noe til frokost", "Etwas zum Frühstück",
  """bread|toast|cereal|cornflakes|muesli|granola|porridge|oatmeal|yoghurt|egg|boiled egg|
  fried egg|scrambled eggs|omelette|bacon|sausage|pancake|waffle|croissant|bagel|muffin|jam|
  butter|cheese|ham|honey|banana|apple|orange juice|coffee|tea|milk|baked beans|crispbread|
  fruit|smoothie|peanut butter|hash browns|French toast|tomato|roll|marmalade|Nutella""",
  """bröd|rostat bröd|flingor|cornflakes|müsli|granola|gröt|havregrynsgröt|filmjölk|yoghurt|ägg|
  kokt ägg|stekt ägg|äggröra|omelett|bacon|korv|pannkaka|våffla|croissant|bagel|smörgås|macka|
  fralla|knäckebröd|marmelad|sylt|smör|ost|skinka|honung|banan|äpple|juice|apelsinjuice|kaffe|
  te|mjölk|kaviar|leverpastej|gurka|tomat|välling|frukt|smoothie""",
  """brød|grovbrød|loff|ristet brød|toast|frokostblanding|cornflakes|müsli|granola|grøt|
  havregrøt|yoghurt|egg|kokt egg|speilegg|eggerøre|omelett|bacon|pølse|pannekake|vaffel|
  croissant|bagel|brødskive|knekkebrød|rundstykke|syltetøy|smør|ost|brunost|skinke|honning|
  banan|eple|juice|appelsinjuice|kaffe|te|melk|makrell i tomat|leverpostei|kaviar|agurk|tomat|
  smoothie|frukt|nugatti""",
  """Brot|Brötchen|Semmel|Toast|Müsli|Cornflakes|Haferflocken|Porridge|Haferbrei|Joghurt|Ei|
  Frühstücksei|gekochtes Ei|Spiegelei|Rührei|Omelett|Speck|Würstchen|Pfannkuchen|Waffel|
  Croissant|Bagel|Marmelade|Konfitüre|Butter|Käse|Schinken|Wurst|Honig|Nutella|Banane|Apfel|
  Orangensaft|Saft|Kaffee|Tee|Milch|Quark|Knäckebrot|Obst|Leberwurst|Tomate|Gurke|Brezel|
  Vollkornbrot|Smoothie|Frischkäse""")

C("Something sweet", "Något sött", "Noe søtt", "Etwas Süßes",
  """sugar|honey|chocolate|candy|sweets|cake|ice cream|cookie|biscuit|doughnut|lollipop|jam|
  syrup|maple syrup|marshmallow|toffee|fudge|caramel|gummy bears|jelly beans|liquorice|
  candy floss|cotton candy|muffin|cupcake|brownie|pie|pudding|banana|strawberry|grapes|mango|
  lemonade|cinnamon roll|waffle|pancake|whipped cream|meringue|marzipan|chewing gum|dessert|
  raisin|date|custard|candy cane|Nutella""",
  """socker|honung|choklad|godis|kaka|tårta|glass|kex|munk|klubba|slickepinne|sylt|sirap|
  lönnsirap|marshmallow|kola|knäck|karamell|gelégodis|lakrits|sockervadd|muffin|cupcake|brownie|
  paj|pudding|banan|jordgubbe|vindruva|mango|saft|läsk|kanelbulle|våffla|pannkaka|vispgrädde|
  maräng|marsipan|tuggummi|efterrätt|russin|dadel|vaniljsås|kladdkaka|chokladboll|polkagris|
  bakelse|semla|lösgodis""",
  """sukker|honning|sjokolade|godteri|snop|kake|bløtkake|is|kjeks|smultring|
  kjærlighet på pinne|slikkepinne|syltetøy|sirup|lønnesirup|marshmallow|seigmann|karamell|
  lakris|sukkerspinn|muffins|cupcake|brownie|pai|pudding|banan|jordbær|drue|mango|saft|brus|
  kanelbolle|vaffel|pannekake|krem|marengs|marsipan|tyggegummi|dessert|rosin|daddel|
  vaniljesaus|sjokoladekake|skolebolle|bolle|brunost|smågodt|nugatti|kransekake""",
  """Zucker|Honig|Schokolade|Süßigkeiten|Bonbon|Kuchen|Torte|Eis|Keks|Plätzchen|Donut|Berliner|
  Krapfen|Lutscher|Marmelade|Sirup|Ahornsirup|Marshmallow|Karamell|Toffee|Gummibärchen|Lakritz|
  Zuckerwatte|Muffin|Cupcake|Brownie|Pudding|Banane|Erdbeere|Traube|Mango|Limonade|Cola|
  Zimtschnecke|Waffel|Pfannkuchen|Sahne|Schlagsahne|Baiser|Marzipan|Kaugummi|Nachtisch|Rosine|
  Dattel|Vanillesoße|Nutella|Lebkuchen|Praline|Zuckerstange""")

C("A spice or herb", "En krydda", "Et krydder", "Ein Gewürz oder Kraut",
  """salt|pepper|black pepper|white pepper|cinnamon|ginger|garlic|basil|oregano|thyme|rosemary|
  parsley|dill|chives|mint|coriander|cilantro|cumin|paprika|chilli|cayenne pepper|curry|
  curry powder|turmeric|nutmeg|cloves|cardamom|vanilla|saffron|bay leaf|sage|tarragon|allspice|
  mustard seed|fennel seed|star anise|anise|caraway|marjoram|lemon balm|lemongrass|garam masala|
  chilli flakes|horseradish|lovage""",
  """salt|peppar|svartpeppar|vitpeppar|kanel|ingefära|vitlök|basilika|oregano|timjan|rosmarin|
  persilja|dill|gräslök|mynta|koriander|spiskummin|paprika|paprikapulver|chili|cayennepeppar|
  curry|gurkmeja|muskot|muskotnöt|nejlika|kryddnejlika|kardemumma|vanilj|saffran|lagerblad|
  salvia|dragon|kryddpeppar|senapsfrö|fänkålsfrö|stjärnanis|anis|kummin|mejram|citronmeliss|
  citrongräs|garam masala|chiliflakes|pepparrot|libbsticka""",
  """salt|pepper|sort pepper|hvit pepper|kanel|ingefær|hvitløk|basilikum|oregano|timian|
  rosmarin|persille|dill|gressløk|mynte|koriander|spisskummen|paprika|paprikapulver|chili|
  cayennepepper|karri|curry|gurkemeie|muskat|muskatnøtt|nellik|kardemomme|vanilje|safran|
  laurbærblad|salvie|estragon|allehånde|sennepsfrø|fennikelfrø|stjerneanis|anis|karve|merian|
  sitronmelisse|sitrongress|garam masala|chiliflak|pepperrot|løpstikke""",
  """Salz|Pfeffer|schwarzer Pfeffer|weißer Pfeffer|Zimt|Ingwer|Knoblauch|Basilikum|Oregano|
  Thymian|Rosmarin|Petersilie|Dill|Schnittlauch|Minze|Pfefferminze|Koriander|Kreuzkümmel|
  Paprika|Paprikapulver|Chili|Cayennepfeffer|Curry|Currypulver|Kurkuma|Muskat|Muskatnuss|Nelke|
  Gewürznelke|Kardamom|Vanille|Safran|Lorbeer|Lorbeerblatt|Salbei|Estragon|Piment|Senfkörner|
  Fenchelsamen|Sternanis|Anis|Kümmel|Majoran|Zitronenmelisse|Zitronengras|Garam Masala|
  Chiliflocken|Meerrettich|Bärlauch|Liebstöckel""")

C("A pizza topping", "Något man har på pizza", "Noe man har på pizza", "Ein Pizzabelag",
  """cheese|mozzarella|tomato sauce|tomato|ham|pepperoni|salami|mushroom|onion|red onion|pepper|
  olive|pineapple|tuna|anchovy|bacon|chicken|sausage|minced beef|beef|kebab|jalapeño|chilli|
  basil|oregano|garlic|spinach|rocket|sweetcorn|prawn|shrimp|feta|parmesan|gorgonzola|egg|
  artichoke|sun-dried tomato|pesto|barbecue sauce|courgette|capers|meatballs""",
  """ost|mozzarella|tomatsås|tomat|skinka|pepperoni|salami|champinjoner|svamp|lök|rödlök|paprika|
  oliver|ananas|tonfisk|ansjovis|bacon|kyckling|korv|köttfärs|kebab|kebabkött|jalapeño|chili|
  basilika|oregano|vitlök|spenat|ruccola|majs|räkor|feta|fetaost|parmesan|gorgonzola|ägg|
  kronärtskocka|soltorkade tomater|pesto|banan|curry|bearnaisesås|musslor|oxfilé|kapris|
  köttbullar|vitlökssås""",
  """ost|mozzarella|tomatsaus|tomat|skinke|pepperoni|salami|sjampinjong|sopp|løk|rødløk|paprika|
  oliven|ananas|tunfisk|ansjos|bacon|kylling|pølse|kjøttdeig|biff|kebab|jalapeño|chili|
  basilikum|oregano|hvitløk|spinat|ruccola|mais|reker|feta|fetaost|parmesan|gorgonzola|egg|
  artisjokk|soltørket tomat|pesto|grillsaus|kapers|kjøttboller|taco|hvitløksdressing""",
  """Käse|Mozzarella|Tomatensoße|Tomatensauce|Tomate|Schinken|Salami|Peperoni|Pilze|Champignons|
  Zwiebeln|rote Zwiebeln|Paprika|Oliven|Ananas|Thunfisch|Sardellen|Speck|Hähnchen|Hackfleisch|
  Jalapeños|Chili|Basilikum|Oregano|Knoblauch|Spinat|Rucola|Mais|Garnelen|Shrimps|
  Meeresfrüchte|Feta|Schafskäse|Parmesan|Gorgonzola|Ei|Artischocken|getrocknete Tomaten|Pesto|
  Kapern|Zucchini|Brokkoli|Gouda|Sucuk|Döner""")

C("Something to put on bread", "Ett pålägg", "Et pålegg", "Etwas aufs Brot",
  """butter|margarine|jam|honey|cheese|cream cheese|ham|salami|peanut butter|chocolate spread|
  Nutella|marmalade|egg|tuna|cucumber|tomato|lettuce|avocado|liver pâté|pâté|turkey|chicken|
  roast beef|salmon|smoked salmon|hummus|mayonnaise|mustard|ketchup|banana|sausage|bacon|prawns|
  pickles|jelly|Marmite|cheese spread|pesto|corned beef|olive oil""",
  """smör|margarin|sylt|marmelad|honung|ost|färskost|mjukost|skinka|salami|kalkon|leverpastej|
  kaviar|jordnötssmör|nutella|chokladkräm|ägg|tonfisk|gurka|tomat|sallad|avokado|paprika|
  rostbiff|lax|rökt lax|hummus|majonnäs|senap|ketchup|banan|korv|bacon|räkor|räksallad|
  falukorv|medvurst|messmör|pastej|keso""",
  """smør|margarin|syltetøy|honning|ost|brunost|gulost|hvitost|smøreost|kremost|prim|skinke|
  salami|servelat|kalkun|leverpostei|kaviar|makrell i tomat|peanøttsmør|nugatti|nutella|
  sjokoladepålegg|egg|tunfisk|agurk|tomat|salat|avokado|paprika|roastbiff|laks|røkelaks|hummus|
  majones|sennep|ketchup|banan|pølse|bacon|reker|rekesalat|sardiner|fårepølse|spekeskinke|
  cottage cheese|Jarlsberg|rullepølse|italiensk salat""",
  """Butter|Margarine|Marmelade|Konfitüre|Honig|Käse|Frischkäse|Schinken|Salami|Wurst|Leberwurst|
  Teewurst|Mettwurst|Mett|Erdnussbutter|Nutella|Schokocreme|Nuss-Nougat-Creme|Ei|Thunfisch|
  Gurke|Tomate|Salat|Avocado|Paprika|Roastbeef|Lachs|Räucherlachs|Hummus|Mayonnaise|Senf|
  Ketchup|Banane|Putenbrust|Fleischwurst|Schmalz|Quark|Kräuterquark|Leberkäse|Gouda|Camembert|
  Aufstrich|Schnittlauch|Radieschen|Aufschnitt""")

C("A dessert", "En efterrätt", "En dessert", "Ein Nachtisch",
  """ice cream|cake|chocolate cake|cheesecake|apple pie|pudding|rice pudding|custard|jelly|
  trifle|mousse|chocolate mousse|tiramisu|panna cotta|crème brûlée|brownie|fruit salad|pancakes|
  crumble|apple crumble|sorbet|sundae|banana split|pavlova|meringue|tart|lemon tart|profiteroles|
  waffles|yoghurt|strawberries and cream|sticky toffee pudding|frozen yoghurt|pie|
  chocolate fondue|fruit|carrot cake|Eton mess|baked apple""",
  """glass|tårta|kaka|chokladtårta|kladdkaka|cheesecake|ostkaka|äppelpaj|paj|pudding|
  ris à la Malta|vaniljsås|gelé|chokladmousse|mousse|tiramisu|pannacotta|crème brûlée|brownie|
  fruktsallad|pannkaka|smulpaj|sorbet|banana split|pavlova|maräng|marängsviss|citronpaj|
  profiteroles|våffla|yoghurt|jordgubbar med grädde|frozen yoghurt|chokladfondue|frukt|
  morotskaka|blåbärspaj|äppelkaka|rabarberpaj|semla|glasstårta|prinsesstårta|fruktsoppa|
  gräddglass|glassbåt""",
  """is|iskrem|kake|bløtkake|sjokoladekake|ostekake|eplekake|eplepai|pai|pudding|
  sjokoladepudding|karamellpudding|riskrem|vaniljesaus|gelé|sjokolademousse|mousse|tiramisu|
  panna cotta|crème brûlée|brownie|fruktsalat|pannekake|crumble|sorbet|banana split|pavlova|
  marengs|sitronterte|profiteroles|vaffel|yoghurt|jordbær med fløte|frozen yoghurt|
  sjokoladefondue|frukt|gulrotkake|blåbærpai|rabarbrapai|tilslørte bondepiker|multekrem|
  krumkake|iskake|fromasj|sviskegrøt|suksessterte|kvæfjordkake""",
  """Eis|Eiscreme|Kuchen|Torte|Schokoladenkuchen|Käsekuchen|Apfelkuchen|Apfelstrudel|Pudding|
  Schokoladenpudding|Milchreis|Vanillesoße|Götterspeise|Wackelpudding|Mousse au Chocolat|
  Tiramisu|Panna cotta|Crème brûlée|Brownie|Obstsalat|Pfannkuchen|Crumble|Sorbet|Eisbecher|
  Bananensplit|Baiser|Windbeutel|Waffeln|Joghurt|Erdbeeren mit Sahne|Schokoladenfondue|Obst|
  Karottenkuchen|Rote Grütze|Kaiserschmarrn|Quarkspeise|Grießbrei|Bratapfel|
  Schwarzwälder Kirschtorte|Dampfnudeln|Germknödel|Spaghettieis|Zitronencreme""")

C("A type of pasta", "En sorts pasta", "En type pasta", "Eine Nudelsorte",
  """spaghetti|macaroni|penne|fusilli|lasagne|lasagna|tagliatelle|farfalle|ravioli|tortellini|
  linguine|fettuccine|rigatoni|cannelloni|orzo|conchiglie|pasta shells|pappardelle|vermicelli|
  capellini|angel hair|orecchiette|ditalini|ziti|tortelloni|gnocchi|noodles|egg noodles|
  bow ties|bucatini|rotini|cappelletti|agnolotti|spirals|alphabet pasta""",
  """spaghetti|makaroner|penne|fusilli|lasagne|tagliatelle|farfalle|ravioli|tortellini|linguine|
  fettuccine|rigatoni|cannelloni|orzo|risoni|snäckor|conchiglie|pappardelle|vermicelli|
  capellini|orecchiette|ditalini|tortelloni|gnocchi|nudlar|äggnudlar|idealmakaroner|
  snabbmakaroner|bucatini|skruvar|bokstavspasta|färsk pasta""",
  """spagetti|spaghetti|makaroni|penne|fusilli|lasagne|tagliatelle|farfalle|ravioli|tortellini|
  linguine|fettuccine|rigatoni|cannelloni|orzo|risoni|pastaskjell|conchiglie|pappardelle|
  vermicelli|capellini|orecchiette|ditalini|tortelloni|gnocchi|nudler|eggnudler|bucatini|
  skruepasta|sommerfuglpasta|bokstavpasta|fersk pasta""",
  """Spaghetti|Makkaroni|Penne|Fusilli|Spirelli|Lasagne|Tagliatelle|Farfalle|Ravioli|Tortellini|
  Linguine|Fettuccine|Rigatoni|Cannelloni|Orzo|Muschelnudeln|Conchiglie|Pappardelle|Vermicelli|
  Capellini|Orecchiette|Ditalini|Tortelloni|Gnocchi|Spätzle|Eiernudeln|Bandnudeln|
  Hörnchennudeln|Suppennudeln|Schupfnudeln|Maultaschen|Buchstabennudeln|Bucatini|Spiralnudeln""")

C("A type of cheese", "En sorts ost", "En type ost", "Eine Käsesorte",
  """cheddar|brie|camembert|gouda|edam|mozzarella|parmesan|feta|stilton|emmental|gruyère|
  roquefort|blue cheese|cottage cheese|cream cheese|mascarpone|ricotta|halloumi|manchego|
  goat's cheese|Jarlsberg|Red Leicester|Wensleydale|Double Gloucester|Cheshire|gorgonzola|
  pecorino|provolone|Swiss cheese|American cheese|Monterey Jack|paneer|burrata|havarti|
  Leerdammer|raclette|smoked cheese""",
  """cheddar|brie|camembert|gouda|edamer|mozzarella|parmesan|feta|fetaost|emmentaler|gruyère|
  roquefort|ädelost|blåmögelost|keso|färskost|mascarpone|ricotta|halloumi|getost|
  västerbottensost|prästost|grevé|herrgårdsost|svecia|hushållsost|messmör|mesost|jarlsberg|
  gorgonzola|pecorino|havarti|leerdammer|burrata|mjukost|port salut|raclette|manchego""",
  """cheddar|brie|camembert|gouda|edamer|mozzarella|parmesan|feta|fetaost|emmentaler|gruyère|
  roquefort|blåmuggost|Norzola|cottage cheese|kremost|mascarpone|ricotta|halloumi|geitost|
  brunost|gudbrandsdalsost|fløtemysost|mysost|gulost|hvitost|Jarlsberg|Norvegia|Snøfrisk|
  pultost|gamalost|prim|smøreost|gorgonzola|pecorino|havarti|Ridder|nøkkelost|Sveitser|
  raclette|manchego|Leerdammer""",
  """Cheddar|Brie|Camembert|Gouda|Edamer|Mozzarella|Parmesan|Feta|Schafskäse|Emmentaler|Gruyère|
  Greyerzer|Roquefort|Blauschimmelkäse|Hüttenkäse|Frischkäse|Mascarpone|Ricotta|Halloumi|
  Ziegenkäse|Bergkäse|Tilsiter|Butterkäse|Harzer|Limburger|Appenzeller|Leerdammer|Gorgonzola|
  Pecorino|Havarti|Manchego|Raclette|Schmelzkäse|Handkäse|Romadur|Räucherkäse|Jarlsberg|
  Parmigiano|Weichkäse|Hartkäse""")

C("Something from a bakery", "Något från bageriet", "Noe fra bakeriet", "Etwas vom Bäcker",
  """bread|loaf|roll|bread roll|bun|baguette|croissant|doughnut|muffin|cupcake|cake|cookie|
  biscuit|scone|pie|tart|pastry|Danish pastry|cinnamon roll|bagel|brownie|éclair|sourdough|
  rye bread|white bread|brown bread|pretzel|crumpet|sausage roll|quiche|macaron|gingerbread|
  sandwich|ciabatta|focaccia|pain au chocolat|birthday cake|wedding cake|cheesecake|
  teacake""",
  """bröd|limpa|fralla|småfranska|bulle|kanelbulle|kardemummabulle|baguette|croissant|munk|
  muffin|cupcake|tårta|kaka|småkakor|wienerbröd|bagel|brownie|surdegsbröd|rågbröd|grovbröd|
  franskbröd|vetebröd|kringla|semla|mazarin|dammsugare|prinsesstårta|chokladboll|kladdkaka|
  lussekatt|pepparkaka|ciabatta|focaccia|smörgås|macka|tekaka|skorpor|biskvi|
  napoleonbakelse|bakelse|mandelkubb|sockerkaka""",
  """brød|loff|grovbrød|rundstykke|bolle|kanelbolle|skolebolle|kardemommebolle|baguette|
  croissant|smultring|muffins|cupcake|kake|bløtkake|kringle|wienerbrød|bagel|brownie|
  surdeigsbrød|rugbrød|kneippbrød|skinkehorn|skillingsbolle|berlinerbolle|ciabatta|focaccia|
  pepperkake|julekake|lefse|krumkake|napoleonskake|fastelavensbolle|sjokoladekake|småkaker|
  kavring|skonrok|eplekake|formbrød|rosinbolle""",
  """Brot|Brötchen|Semmel|Schrippe|Baguette|Croissant|Berliner|Krapfen|Muffin|Kuchen|Torte|Keks|
  Plätzchen|Brezel|Laugenbrezel|Laugenstange|Vollkornbrot|Roggenbrot|Sauerteigbrot|Weißbrot|
  Schwarzbrot|Mischbrot|Toastbrot|Zimtschnecke|Plunder|Bienenstich|Streuselkuchen|Apfeltasche|
  Amerikaner|Nussschnecke|Hefezopf|Stollen|Lebkuchen|Ciabatta|Focaccia|belegtes Brötchen|Donut|
  Windbeutel|Eclair|Käsekuchen|Franzbrötchen|Quarkbällchen|Rosinenbrötchen|Butterkuchen|
  Pflaumenkuchen|Mohnkuchen""")

C("Something in the fridge", "Något i kylskåpet", "Noe i kjøleskapet", "Etwas im Kühlschrank",
  """milk|butter|cheese|eggs|yoghurt|ham|jam|juice|orange juice|ketchup|mayonnaise|mustard|
  cream|sour cream|cucumber|tomato|lettuce|carrot|pepper|leftovers|chicken|meat|sausage|fish|
  salmon|fizzy drink|water|lemon|grapes|salami|cream cheese|pesto|margarine|pickles|olives|
  pudding|cake|vegetables|fruit|bacon|jelly|cottage cheese|minced meat""",
  """mjölk|smör|ost|ägg|yoghurt|filmjölk|skinka|sylt|juice|ketchup|majonnäs|senap|grädde|
  gräddfil|crème fraiche|gurka|tomat|sallad|morot|paprika|rester|kyckling|kött|korv|fisk|lax|
  läsk|vatten|citron|salami|färskost|pesto|margarin|saltgurka|oliver|pudding|tårta|grönsaker|
  frukt|bacon|kaviar|leverpastej|keso|saft|mjukost|köttfärs|pålägg""",
  """melk|smør|ost|egg|yoghurt|kulturmelk|skinke|syltetøy|juice|ketchup|majones|sennep|fløte|
  rømme|crème fraîche|agurk|tomat|salat|gulrot|paprika|rester|matrester|kylling|kjøtt|pølse|
  fisk|laks|brus|vann|sitron|salami|kremost|pesto|margarin|sylteagurk|oliven|pudding|kake|
  grønnsaker|frukt|bacon|kaviar|leverpostei|brunost|smøreost|makrell i tomat|cottage cheese|
  saft|pålegg|kjøttdeig""",
  """Milch|Butter|Käse|Eier|Joghurt|Schinken|Marmelade|Saft|Orangensaft|Ketchup|Mayonnaise|Senf|
  Sahne|saure Sahne|Schmand|Crème fraîche|Gurke|Tomate|Salat|Karotte|Möhre|Paprika|Reste|
  Hähnchen|Fleisch|Wurst|Würstchen|Fisch|Lachs|Cola|Wasser|Zitrone|Salami|Frischkäse|Pesto|
  Margarine|Gewürzgurken|Oliven|Pudding|Kuchen|Gemüse|Obst|Speck|Quark|Leberwurst|Aufschnitt|
  Limonade|Hackfleisch""")

C("Something you can grill", "Något man kan grilla", "Noe man kan grille", "Etwas, das man grillen kann",
  """sausage|burger|hamburger|hot dog|steak|chicken|chicken wings|pork chop|ribs|spare ribs|
  kebab|skewer|lamb chop|salmon|fish|prawns|shrimp|corn on the cob|corn|pepper|courgette|
  zucchini|aubergine|mushroom|onion|tomato|halloumi|potato|sweet potato|pineapple|banana|
  marshmallow|bread|vegetables|tofu|bacon|pork belly|meat|mackerel|veggie burger|garlic bread""",
  """korv|grillkorv|hamburgare|burgare|biff|entrecôte|fläskkotlett|kotlett|kyckling|
  kycklingklubba|kycklingvingar|revbensspjäll|spareribs|kebab|grillspett|spett|lammkotlett|lax|
  fisk|räkor|majskolv|majs|paprika|zucchini|squash|aubergine|champinjoner|svamp|lök|tomat|
  halloumi|potatis|sötpotatis|ananas|banan|marshmallows|bröd|grönsaker|tofu|bacon|fläskfilé|
  kött|karré|vegoburgare|makrill|vitlöksbröd|lammfilé""",
  """pølse|grillpølse|hamburger|burger|biff|entrecôte|svinekotelett|kotelett|kylling|kyllinglår|
  kyllingvinger|spareribs|kebab|grillspyd|spyd|lammekotelett|laks|fisk|reker|maiskolbe|mais|
  paprika|squash|aubergine|sopp|sjampinjong|løk|tomat|halloumi|potet|søtpotet|ananas|banan|
  marshmallows|brød|grønnsaker|tofu|bacon|kjøtt|indrefilet|makrell|ørret|vegetarburger|
  hvitløksbrød|svinenakke|grillost""",
  """Wurst|Bratwurst|Grillwurst|Würstchen|Burger|Hamburger|Steak|Nackensteak|Kotelett|Hähnchen|
  Hähnchenschenkel|Chicken Wings|Rippchen|Spareribs|Spieß|Schaschlik|Grillspieß|Lammkotelett|
  Lachs|Fisch|Forelle|Garnelen|Maiskolben|Mais|Paprika|Zucchini|Aubergine|Champignons|Pilze|
  Zwiebel|Tomate|Halloumi|Grillkäse|Kartoffel|Süßkartoffel|Ananas|Banane|Marshmallows|Brot|
  Knoblauchbrot|Gemüse|Tofu|Speck|Fleisch|Schweinebauch|Makrele|Veggie-Burger|Folienkartoffel""")

C("Something you eat with a spoon", "Något man äter med sked", "Noe man spiser med skje",
  "Etwas, das man mit dem Löffel isst",
  """soup|porridge|oatmeal|yoghurt|ice cream|cereal|muesli|cornflakes|pudding|jelly|custard|
  stew|chilli|rice pudding|mousse|sorbet|trifle|fruit salad|tiramisu|crème brûlée|panna cotta|
  baked beans|risotto|curry|broth|gazpacho|tomato soup|pea soup|mashed potato|cottage cheese|
  boiled egg|grapefruit|kiwi|apple sauce|chowder|granola|jam|honey""",
  """soppa|gröt|havregrynsgröt|risgrynsgröt|yoghurt|filmjölk|glass|flingor|müsli|cornflakes|
  pudding|gelé|vaniljsås|gryta|chili|ris à la Malta|mousse|sorbet|fruktsallad|tiramisu|
  crème brûlée|pannacotta|risotto|curry|buljong|tomatsoppa|ärtsoppa|köttsoppa|fisksoppa|
  potatismos|keso|kokt ägg|grapefrukt|kiwi|äppelmos|blåbärssoppa|nyponsoppa|kvarg|fruktsoppa|
  kräm|skyr""",
  """suppe|grøt|havregrøt|risgrøt|yoghurt|is|frokostblanding|müsli|cornflakes|pudding|gelé|
  vaniljesaus|gryte|lapskaus|chili|riskrem|mousse|sorbet|fruktsalat|tiramisu|crème brûlée|
  panna cotta|risotto|curry|buljong|tomatsuppe|ertesuppe|betasuppe|fiskesuppe|kjøttsuppe|
  potetmos|cottage cheese|kokt egg|grapefrukt|kiwi|eplemos|fruktsuppe|rømmegrøt|kesam|skyr|
  multekrem|blåbærsuppe""",
  """Suppe|Brei|Haferbrei|Porridge|Milchreis|Grießbrei|Joghurt|Eis|Müsli|Cornflakes|Pudding|
  Götterspeise|Wackelpudding|Vanillesoße|Eintopf|Chili con Carne|Mousse au Chocolat|Sorbet|
  Obstsalat|Tiramisu|Crème brûlée|Panna cotta|Risotto|Curry|Brühe|Tomatensuppe|Erbsensuppe|
  Linsensuppe|Kartoffelsuppe|Hühnersuppe|Gulaschsuppe|Kartoffelbrei|Püree|Quark|Hüttenkäse|
  gekochtes Ei|Frühstücksei|Grapefruit|Kiwi|Apfelmus|Rote Grütze|Skyr|Kaltschale""")

# --------------------------------------------------------------------------- home
C("Something in the kitchen", "Något i köket", "Noe på kjøkkenet", "Etwas in der Küche",
  """fridge|refrigerator|freezer|oven|stove|cooker|hob|microwave|dishwasher|sink|tap|kettle|
  toaster|coffee maker|blender|mixer|frying pan|saucepan|pot|knife|fork|spoon|teaspoon|plate|
  bowl|cup|mug|glass|chopping board|whisk|ladle|spatula|grater|sieve|colander|rolling pin|
  tea towel|oven glove|cupboard|drawer|kitchen table|chair|bread bin|scales|tin opener|
  can opener|bottle opener|corkscrew|peeler|apron|timer|dish brush|washing-up liquid|sponge|bin|
  kitchen roll|cling film|tin foil|food processor|jug|baking tray|salt shaker|pepper mill|
  cookbook|extractor fan|teapot""",
  """kylskåp|kyl|frys|ugn|spis|mikrovågsugn|mikro|diskmaskin|diskho|diskbänk|kran|vattenkokare|
  brödrost|kaffebryggare|kaffemaskin|mixer|elvisp|stekpanna|kastrull|gryta|kniv|gaffel|sked|
  tesked|tallrik|skål|kopp|mugg|glas|skärbräda|visp|slev|stekspade|rivjärn|sil|durkslag|kavel|
  kökshandduk|grytlapp|grytvante|skåp|köksskåp|låda|köksbord|stol|brödkorg|köksvåg|
  konservöppnare|flasköppnare|korkskruv|potatisskalare|förkläde|äggklocka|diskborste|diskmedel|
  disksvamp|soptunna|sophink|hushållspapper|plastfolie|aluminiumfolie|matberedare|kanna|bakplåt|
  saltkar|pepparkvarn|kokbok|köksfläkt|tekanna|osthyvel""",
  """kjøleskap|fryser|stekeovn|ovn|komfyr|mikrobølgeovn|mikro|oppvaskmaskin|kjøkkenvask|vask|
  kran|vannkoker|brødrister|kaffetrakter|kaffemaskin|blender|mikser|håndmikser|stekepanne|kjele|
  gryte|kniv|gaffel|skje|teskje|tallerken|skål|kopp|krus|glass|skjærefjøl|fjøl|visp|øse|
  stekespade|rivjern|sil|dørslag|kjevle|kjøkkenhåndkle|grytelapp|skap|kjøkkenskap|skuff|
  kjøkkenbord|stol|brødboks|kjøkkenvekt|boksåpner|flaskeåpner|korketrekker|potetskreller|forkle|
  eggeklokke|oppvaskbørste|oppvaskmiddel|svamp|søppelbøtte|tørkerull|plastfolie|
  aluminiumsfolie|kjøkkenmaskin|mugge|bakeplate|saltbøsse|pepperkvern|kokebok|kjøkkenvifte|
  tekanne|ostehøvel|brødkniv|vaffeljern""",
  """Kühlschrank|Gefrierschrank|Backofen|Ofen|Herd|Mikrowelle|Spülmaschine|Geschirrspüler|Spüle|
  Spülbecken|Wasserhahn|Wasserkocher|Toaster|Kaffeemaschine|Mixer|Handrührgerät|Pfanne|
  Bratpfanne|Topf|Kochtopf|Messer|Gabel|Löffel|Teelöffel|Teller|Schüssel|Tasse|Becher|Glas|
  Schneidebrett|Schneebesen|Kelle|Schöpfkelle|Pfannenwender|Reibe|Sieb|Nudelholz|Geschirrtuch|
  Topflappen|Ofenhandschuh|Schrank|Küchenschrank|Schublade|Küchentisch|Stuhl|Brotkasten|
  Küchenwaage|Dosenöffner|Flaschenöffner|Korkenzieher|Sparschäler|Schürze|Eieruhr|Küchenwecker|
  Spülbürste|Spülmittel|Schwamm|Mülleimer|Küchenrolle|Frischhaltefolie|Alufolie|Küchenmaschine|
  Krug|Kanne|Backblech|Salzstreuer|Pfeffermühle|Kochbuch|Dunstabzugshaube|Teekanne""")

C("A piece of furniture", "En möbel", "Et møbel", "Ein Möbelstück",
  """chair|table|sofa|couch|bed|armchair|wardrobe|cupboard|bookcase|bookshelf|shelf|desk|
  dresser|chest of drawers|bedside table|nightstand|stool|bench|coffee table|dining table|
  cabinet|sideboard|cot|crib|bunk bed|sofa bed|futon|rocking chair|recliner|footstool|beanbag|
  highchair|office chair|TV stand|coat rack|hat stand|dressing table|chest|deckchair|
  sun lounger|display cabinet|filing cabinet|shoe rack|bar stool|chaise longue|ottoman|
  loft bed|corner sofa""",
  """stol|bord|soffa|säng|fåtölj|garderob|klädskåp|skåp|bokhylla|hylla|skrivbord|byrå|
  nattduksbord|sängbord|pall|bänk|soffbord|matbord|vitrinskåp|skänk|spjälsäng|våningssäng|
  loftsäng|bäddsoffa|gungstol|vilstol|fotpall|sittsäck|barnstol|kontorsstol|tv-bänk|
  klädhängare|hatthylla|sminkbord|kista|kommod|solstol|solsäng|dagbädd|divan|schäslong|
  skohylla|barstol|pinnstol|kökssoffa|sekretär|hörnsoffa|puff""",
  """stol|bord|sofa|seng|lenestol|garderobe|klesskap|skap|bokhylle|hylle|skrivebord|kommode|
  nattbord|krakk|benk|sofabord|spisebord|vitrineskap|skjenk|sprinkelseng|køyeseng|sovesofa|
  gyngestol|hvilestol|fotskammel|saccosekk|barnestol|Tripp Trapp|kontorstol|TV-benk|stumtjener|
  toalettbord|kiste|solseng|fluktstol|daybed|divan|sjeselong|skohylle|barkrakk|pinnestol|
  sekretær|reol|hjørnesofa|puff|hems|hyllereol""",
  """Stuhl|Tisch|Sofa|Couch|Bett|Sessel|Kleiderschrank|Schrank|Bücherregal|Regal|Schreibtisch|
  Kommode|Nachttisch|Hocker|Bank|Couchtisch|Esstisch|Vitrine|Sideboard|Anrichte|Kinderbett|
  Gitterbett|Etagenbett|Hochbett|Schlafsofa|Schaukelstuhl|Fernsehsessel|Fußhocker|Sitzsack|
  Hochstuhl|Bürostuhl|Fernsehschrank|Garderobe|Kleiderständer|Schminktisch|Truhe|Liegestuhl|
  Sonnenliege|Chaiselongue|Schuhregal|Barhocker|Eckbank|Sekretär|Wandregal|Puff|Hängeschrank|
  Ohrensessel|Beistelltisch|Aktenschrank|Ecksofa""")

C("Something in the bathroom", "Något i badrummet", "Noe på badet", "Etwas im Badezimmer",
  """toilet|toilet paper|sink|washbasin|bath|bathtub|shower|tap|mirror|soap|shampoo|conditioner|
  shower gel|toothbrush|toothpaste|dental floss|mouthwash|towel|bath mat|flannel|washcloth|
  sponge|hairdryer|hairbrush|comb|razor|shaving foam|deodorant|perfume|cream|moisturiser|lotion|
  cotton buds|cotton wool|plasters|bathroom cabinet|scales|bin|toilet brush|rubber duck|
  shower curtain|nail clippers|nail file|tweezers|make-up|lipstick|hair gel|hairspray|
  sunscreen|washing machine|laundry basket|bath bomb|towel rail|bubble bath|plunger|tissues|
  electric toothbrush|hand soap""",
  """toalett|toa|toalettpapper|toapapper|handfat|badkar|dusch|kran|spegel|tvål|schampo|balsam|
  duschtvål|tandborste|tandkräm|tandtråd|munskölj|handduk|badrumsmatta|tvättlapp|svamp|hårtork|
  hårborste|kam|rakhyvel|rakskum|deodorant|deo|parfym|kräm|hudkräm|bodylotion|bomullspinnar|
  tops|bomull|plåster|badrumsskåp|våg|papperskorg|toalettborste|gummianka|duschdraperi|
  nagelsax|nagelfil|pincett|smink|läppstift|hårgelé|hårspray|solkräm|tvättmaskin|tvättkorg|
  badbomb|handdukstork|skumbad|eltandborste|flytande tvål|handdukskrok""",
  """toalett|do|dopapir|toalettpapir|vask|servant|badekar|dusj|kran|speil|såpe|sjampo|balsam|
  dusjsåpe|tannbørste|tannkrem|tanntråd|munnskyll|håndkle|baderomsmatte|vaskeklut|svamp|
  hårføner|føner|hårbørste|kam|barberhøvel|barberskum|deodorant|parfyme|krem|hudkrem|bodylotion|
  bomullspinner|bomull|plaster|baderomsskap|vekt|søppelbøtte|toalettbørste|dobørste|gummiand|
  dusjforheng|negleklipper|neglefil|pinsett|sminke|leppestift|hårgelé|hårspray|solkrem|
  vaskemaskin|skittentøykurv|badebombe|skumbad|elektrisk tannbørste|flytende såpe|
  håndklestativ|dusjkabinett""",
  """Toilette|Klo|Klopapier|Toilettenpapier|Waschbecken|Badewanne|Dusche|Wasserhahn|Spiegel|
  Seife|Shampoo|Spülung|Duschgel|Zahnbürste|Zahnpasta|Zahnseide|Mundwasser|Handtuch|Badematte|
  Waschlappen|Schwamm|Föhn|Haartrockner|Haarbürste|Kamm|Rasierer|Rasierschaum|Deo|Deodorant|
  Parfüm|Creme|Lotion|Wattestäbchen|Watte|Pflaster|Spiegelschrank|Waage|Mülleimer|Klobürste|
  Quietscheente|Badeente|Duschvorhang|Nagelknipser|Nagelfeile|Pinzette|Make-up|Lippenstift|
  Haargel|Haarspray|Sonnencreme|Waschmaschine|Wäschekorb|Badebombe|Handtuchhalter|Schaumbad|
  Taschentücher|elektrische Zahnbürste|Flüssigseife""")

C("Something that uses electricity", "Något som går på el", "Noe som går på strøm",
  "Etwas, das Strom braucht",
  """lamp|light bulb|television|TV|computer|laptop|mobile phone|phone|tablet|fridge|freezer|oven|
  stove|microwave|dishwasher|washing machine|tumble dryer|kettle|toaster|coffee maker|
  vacuum cleaner|hairdryer|iron|radio|speaker|headphones|electric toothbrush|fan|heater|
  air conditioner|printer|games console|electric car|tram|train|lift|elevator|escalator|
  doorbell|alarm clock|electric guitar|blender|mixer|drill|electric scooter|e-bike|charger|
  router|camera|traffic lights|street light|sewing machine|robot vacuum|robot lawnmower|
  electric shaver|fairy lights|projector|smartwatch|chest freezer|electric blanket""",
  """lampa|glödlampa|tv|dator|laptop|bärbar dator|mobil|mobiltelefon|telefon|surfplatta|
  kylskåp|frys|ugn|spis|mikrovågsugn|diskmaskin|tvättmaskin|torktumlare|vattenkokare|brödrost|
  kaffebryggare|dammsugare|hårtork|strykjärn|radio|högtalare|hörlurar|eltandborste|fläkt|
  element|värmefläkt|luftkonditionering|skrivare|spelkonsol|elbil|spårvagn|tåg|tunnelbana|hiss|
  rulltrappa|dörrklocka|väckarklocka|elgitarr|mixer|elvisp|borrmaskin|skruvdragare|
  elsparkcykel|elcykel|laddare|router|kamera|trafikljus|gatlykta|symaskin|robotdammsugare|
  robotgräsklippare|rakapparat|ljusslinga|projektor|smartklocka|elspis""",
  """lampe|lyspære|TV|fjernsyn|datamaskin|PC|laptop|mobil|mobiltelefon|telefon|nettbrett|
  kjøleskap|fryser|stekeovn|komfyr|mikrobølgeovn|oppvaskmaskin|vaskemaskin|tørketrommel|
  vannkoker|brødrister|kaffetrakter|støvsuger|hårføner|strykejern|radio|høyttaler|
  hodetelefoner|elektrisk tannbørste|vifte|panelovn|varmeovn|klimaanlegg|varmepumpe|skriver|
  spillkonsoll|elbil|trikk|tog|T-bane|heis|rulletrapp|dørklokke|vekkerklokke|elgitar|blender|
  mikser|drill|drillmaskin|elsparkesykkel|elsykkel|lader|ruter|kamera|trafikklys|gatelys|
  symaskin|robotstøvsuger|robotgressklipper|barbermaskin|lysslynge|projektor|smartklokke|
  varmekabler""",
  """Lampe|Glühbirne|Fernseher|Computer|Laptop|Handy|Smartphone|Telefon|Tablet|Kühlschrank|
  Gefrierschrank|Backofen|Herd|Mikrowelle|Spülmaschine|Waschmaschine|Trockner|Wäschetrockner|
  Wasserkocher|Toaster|Kaffeemaschine|Staubsauger|Föhn|Bügeleisen|Radio|Lautsprecher|Kopfhörer|
  elektrische Zahnbürste|Ventilator|Heizlüfter|Klimaanlage|Drucker|Spielkonsole|Elektroauto|
  E-Auto|Straßenbahn|Zug|U-Bahn|Aufzug|Fahrstuhl|Rolltreppe|Türklingel|Wecker|E-Gitarre|Mixer|
  Bohrmaschine|Akkuschrauber|E-Scooter|E-Bike|Ladegerät|Router|Kamera|Ampel|Straßenlaterne|
  Nähmaschine|Saugroboter|Mähroboter|Rasierapparat|Lichterkette|Beamer|Smartwatch|Heizdecke""")

C("A room in a house", "Ett rum i huset", "Et rom i huset", "Ein Raum im Haus",
  """kitchen|bathroom|bedroom|living room|lounge|sitting room|dining room|hall|hallway|attic|
  loft|basement|cellar|garage|study|office|laundry room|utility room|playroom|nursery|pantry|
  guest room|spare room|toilet|conservatory|porch|sauna|gym|walk-in closet|box room|
  games room|kids' room|home cinema|larder|landing|cloakroom|en suite""",
  """kök|badrum|sovrum|vardagsrum|matsal|hall|vind|källare|garage|arbetsrum|kontor|tvättstuga|
  lekrum|barnrum|skafferi|gästrum|toalett|vinterträdgård|veranda|bastu|klädkammare|gillestuga|
  allrum|groventré|tambur|förråd|sällskapsrum|hemmabio|gym|kapprum|entré|
  tv-rum|matrum""",
  """kjøkken|bad|baderom|soverom|stue|spisestue|gang|entré|loft|kjeller|garasje|kontor|
  arbeidsrom|vaskerom|lekerom|barnerom|spiskammer|gjesterom|toalett|do|vinterhage|veranda|
  badstue|klesrom|bod|peisestue|TV-stue|kott|vindfang|hobbyrom|hjemmekino|kjellerstue|gym|
  walk-in closet|hems|grovkjøkken""",
  """Küche|Badezimmer|Bad|Schlafzimmer|Wohnzimmer|Esszimmer|Flur|Diele|Dachboden|Keller|Garage|
  Arbeitszimmer|Büro|Waschküche|Kinderzimmer|Spielzimmer|Speisekammer|Gästezimmer|Toilette|WC|
  Wintergarten|Veranda|Sauna|Ankleidezimmer|Abstellraum|Hobbyraum|Vorratskeller|Treppenhaus|
  Wohnküche|Hauswirtschaftsraum|Gästetoilette|Heimkino|Partykeller|Windfang|Fitnessraum|
  Dachzimmer""")

C("Something in the bedroom", "Något i sovrummet", "Noe på soverommet", "Etwas im Schlafzimmer",
  """bed|pillow|duvet|quilt|blanket|sheet|duvet cover|pillowcase|mattress|pyjamas|wardrobe|
  closet|chest of drawers|dresser|bedside table|nightstand|lamp|bedside lamp|alarm clock|
  curtains|blinds|mirror|rug|carpet|teddy bear|cuddly toy|slippers|dressing gown|clothes|
  coat hanger|hanger|book|phone charger|window|radiator|poster|picture|laundry basket|desk|
  chair|bookshelf|night light|clock|cushion|bunk bed|cot|bedspread|headboard""",
  """säng|kudde|täcke|filt|lakan|påslakan|örngott|madrass|pyjamas|garderob|byrå|nattduksbord|
  sängbord|lampa|sänglampa|väckarklocka|gardiner|persienner|rullgardin|spegel|matta|nalle|
  gosedjur|tofflor|morgonrock|kläder|galge|klädhängare|bok|laddare|fönster|element|affisch|
  poster|tavla|tvättkorg|skrivbord|stol|bokhylla|nattlampa|klocka|prydnadskudde|våningssäng|
  spjälsäng|sänggavel|överkast|nattlinne""",
  """seng|pute|dyne|pledd|teppe|laken|dynetrekk|putevar|madrass|pysj|pyjamas|garderobe|klesskap|
  kommode|nattbord|lampe|nattlampe|vekkerklokke|gardiner|persienner|rullegardin|speil|gulvteppe|
  bamse|kosedyr|tøfler|morgenkåpe|klær|kleshenger|bok|lader|vindu|panelovn|plakat|bilde|
  skittentøykurv|skrivebord|stol|bokhylle|klokke|pynteputer|køyeseng|sprinkelseng|sengegavl|
  sengeteppe|overmadrass|nattkjole""",
  """Bett|Kopfkissen|Kissen|Bettdecke|Decke|Bettlaken|Laken|Bettbezug|Kissenbezug|Matratze|
  Schlafanzug|Pyjama|Kleiderschrank|Schrank|Kommode|Nachttisch|Lampe|Nachttischlampe|Wecker|
  Vorhänge|Gardinen|Jalousie|Rollo|Spiegel|Teppich|Teddybär|Kuscheltier|Hausschuhe|Pantoffeln|
  Bademantel|Morgenmantel|Kleidung|Kleiderbügel|Buch|Ladegerät|Fenster|Heizung|Poster|Bild|
  Wäschekorb|Schreibtisch|Stuhl|Bücherregal|Nachtlicht|Uhr|Etagenbett|Kinderbett|Tagesdecke|
  Nachthemd|Kuscheldecke""")

C("Something used for cleaning", "Något man städar med", "Noe man vasker med",
  "Etwas zum Putzen",
  """broom|mop|vacuum cleaner|hoover|sponge|cloth|dishcloth|duster|feather duster|bucket|
  dustpan|brush|dustpan and brush|scrubbing brush|toilet brush|soap|detergent|
  washing-up liquid|bleach|cleaning spray|window cleaner|squeegee|rubber gloves|paper towel|
  kitchen roll|steel wool|scourer|dish brush|dishwasher|washing machine|washing powder|water|
  vinegar|baking soda|steam cleaner|robot vacuum|wet wipes|microfibre cloth|lint roller|
  furniture polish|disinfectant|rag|toilet cleaner|carpet cleaner""",
  """kvast|mopp|dammsugare|svamp|trasa|disktrasa|dammvippa|hink|sopskyffel|borste|skurborste|
  toalettborste|tvål|diskmedel|rengöringsmedel|klorin|allrengöring|fönsterputs|fönsterskrapa|
  gummihandskar|hushållspapper|stålull|disksvamp|diskborste|diskmaskin|tvättmaskin|tvättmedel|
  vatten|ättika|bikarbonat|ångtvätt|robotdammsugare|våtservetter|mikrofiberduk|luddrulle|
  möbelpolish|desinfektionsmedel|grönsåpa|skurhink|sopborste|dammtrasa|sopkvast|toalettrengöring|
  skurpulver""",
  """kost|feiekost|mopp|støvsuger|svamp|klut|oppvaskklut|støvkost|bøtte|feiebrett|børste|
  skurebørste|toalettbørste|såpe|oppvaskmiddel|vaskemiddel|rengjøringsmiddel|klor|vindusvask|
  nal|gummihansker|tørkepapir|tørkerull|stålull|oppvaskbørste|oppvaskmaskin|vaskemaskin|
  vaskepulver|vann|eddik|natron|damprenser|robotstøvsuger|våtservietter|mikrofiberklut|lorulle|
  møbelpolish|desinfeksjonsmiddel|grønnsåpe|skurefille|håndkost|skurepulver|vaskebøtte|
  Jif|Zalo|vaskeklut""",
  """Besen|Wischmopp|Mopp|Staubsauger|Schwamm|Lappen|Putzlappen|Spültuch|Staubtuch|Staubwedel|
  Eimer|Putzeimer|Kehrschaufel|Kehrblech|Handfeger|Bürste|Schrubber|Klobürste|Seife|Spülmittel|
  Putzmittel|Reiniger|Allzweckreiniger|Glasreiniger|Fensterabzieher|Abzieher|Gummihandschuhe|
  Küchenrolle|Stahlwolle|Spülbürste|Spülmaschine|Waschmaschine|Waschmittel|Waschpulver|Wasser|
  Essig|Essigreiniger|Natron|Dampfreiniger|Saugroboter|Feuchttücher|Mikrofasertuch|Fusselrolle|
  Möbelpolitur|Desinfektionsmittel|Scheuermilch|Schmierseife|WC-Reiniger|Entkalker""")

C("A tool", "Ett verktyg", "Et verktøy", "Ein Werkzeug",
  """hammer|screwdriver|saw|drill|wrench|spanner|pliers|axe|chisel|file|sandpaper|tape measure|
  ruler|spirit level|shovel|spade|rake|hoe|crowbar|clamp|vice|Allen key|hacksaw|chainsaw|
  jigsaw|sledgehammer|mallet|trowel|pickaxe|scissors|knife|utility knife|Stanley knife|
  pocketknife|soldering iron|glue gun|nail gun|staple gun|wheelbarrow|ladder|pitchfork|shears|
  pruning shears|socket wrench|multitool|plane|grinder|sander|angle grinder|wire cutters|
  hatchet|pincers|cordless drill|adjustable spanner""",
  """hammare|skruvmejsel|mejsel|såg|borrmaskin|borr|skiftnyckel|tång|kniptång|yxa|stämjärn|fil|
  sandpapper|måttband|tumstock|linjal|vattenpass|spade|skyffel|kratta|hacka|kofot|tving|
  skruvstäd|insexnyckel|bågfil|motorsåg|sticksåg|slägga|klubba|murslev|planteringsspade|sax|
  kniv|mattkniv|fickkniv|lödkolv|limpistol|spikpistol|häftpistol|skottkärra|stege|högaffel|
  sekatör|häcksax|skruvdragare|hyvel|slipmaskin|vinkelslip|avbitartång|polygrip|hovtång|
  fogsvans|fast nyckel""",
  """hammer|skrutrekker|meisel|sag|drill|drillmaskin|bor|skiftenøkkel|fastnøkkel|tang|nebbtang|
  øks|stemjern|fil|sandpapir|målebånd|tommestokk|linjal|vater|spade|rake|hakke|kubein|tvinge|
  skrustikke|unbrakonøkkel|baufil|motorsag|stikksag|slegge|klubbe|murskje|planteskje|saks|
  kniv|tapetkniv|lommekniv|loddebolt|limpistol|spikerpistol|stiftemaskin|trillebår|stige|
  høygaffel|greinsaks|hekksaks|høvel|slipemaskin|vinkelsliper|avbitertang|multiverktøy|
  pipenøkkel|vannpumpetang|skrumaskin|båndsag""",
  """Hammer|Schraubenzieher|Schraubendreher|Säge|Bohrmaschine|Bohrer|Schraubenschlüssel|
  Maulschlüssel|Zange|Kombizange|Axt|Beil|Meißel|Stechbeitel|Feile|Schleifpapier|Sandpapier|
  Maßband|Zollstock|Lineal|Wasserwaage|Spaten|Schaufel|Rechen|Harke|Hacke|Brecheisen|
  Schraubzwinge|Schraubstock|Inbusschlüssel|Metallsäge|Kettensäge|Stichsäge|Vorschlaghammer|
  Holzhammer|Maurerkelle|Schere|Messer|Cuttermesser|Teppichmesser|Taschenmesser|Lötkolben|
  Heißklebepistole|Nagelpistole|Tacker|Schubkarre|Leiter|Mistgabel|Heugabel|Gartenschere|
  Heckenschere|Akkuschrauber|Hobel|Schleifmaschine|Winkelschleifer|Flex|Seitenschneider|
  Multitool|Ratsche|Rohrzange|Fuchsschwanz""")

C("Something in the garden", "Något i trädgården", "Noe i hagen", "Etwas im Garten",
  """grass|lawn|flower|tree|bush|hedge|rose|tulip|daisy|dandelion|weeds|vegetable patch|
  apple tree|fence|gate|shed|greenhouse|path|pond|fountain|birdbath|bird feeder|bird|bee|
  butterfly|worm|snail|slug|hose|watering can|sprinkler|lawn mower|rake|spade|wheelbarrow|
  trampoline|swing|sandpit|barbecue|garden gnome|patio|decking|bench|garden chair|hammock|
  parasol|compost heap|flower bed|flower pot|strawberries|squirrel|hedgehog|mole|berry bush|
  rhubarb|paddling pool|playhouse|washing line|lilac|garden table|vegetables""",
  """gräs|gräsmatta|blomma|träd|buske|häck|ros|tulpan|prästkrage|maskros|ogräs|grönsaksland|
  äppelträd|staket|grind|förråd|redskapsbod|bod|växthus|gång|damm|fontän|fågelbad|fågelholk|
  fågelbord|fågel|bi|fjäril|mask|daggmask|snigel|trädgårdsslang|slang|vattenkanna|vattenspridare|
  gräsklippare|kratta|spade|skottkärra|studsmatta|gunga|sandlåda|grill|trädgårdstomte|uteplats|
  altan|trall|bänk|trädgårdsstol|hängmatta|parasoll|kompost|rabatt|blomkruka|jordgubbar|
  ekorre|igelkott|mullvad|vinbärsbuske|rabarber|plaskpool|lekstuga|tvättlina|syren|
  flaggstång|trädgårdsbord|grönsaker|pergola""",
  """gress|plen|blomst|tre|busk|hekk|rose|tulipan|prestekrage|løvetann|ugress|kjøkkenhage|
  epletre|gjerde|grind|port|bod|redskapsbod|drivhus|sti|dam|fontene|fuglebad|fuglekasse|
  fuglebrett|fugl|bie|sommerfugl|mark|meitemark|snegle|brunsnegle|hageslange|vannkanne|
  vannspreder|gressklipper|rake|spade|trillebår|trampoline|huske|sandkasse|grill|hagenisse|
  terrasse|platting|benk|hagestol|hengekøye|parasoll|kompost|blomsterbed|blomsterpotte|
  jordbær|ekorn|pinnsvin|muldvarp|ripsbusk|rabarbra|plaskebasseng|lekestue|klessnor|syrin|
  flaggstang|hagebord|grønnsaker|pergola""",
  """Gras|Rasen|Blume|Baum|Busch|Strauch|Hecke|Rose|Tulpe|Gänseblümchen|Löwenzahn|Unkraut|
  Gemüsebeet|Beet|Apfelbaum|Zaun|Gartentor|Tor|Gartenhaus|Schuppen|Gewächshaus|Weg|Teich|
  Brunnen|Vogeltränke|Vogelhaus|Futterhäuschen|Vogel|Biene|Schmetterling|Wurm|Regenwurm|
  Schnecke|Gartenschlauch|Schlauch|Gießkanne|Rasensprenger|Rasenmäher|Rechen|Harke|Spaten|
  Schubkarre|Trampolin|Schaukel|Sandkasten|Grill|Gartenzwerg|Terrasse|Bank|Gartenstuhl|
  Hängematte|Sonnenschirm|Kompost|Komposthaufen|Blumentopf|Erdbeeren|Eichhörnchen|Igel|
  Maulwurf|Johannisbeerstrauch|Rhabarber|Planschbecken|Spielhaus|Wäscheleine|Flieder|
  Gartenmöbel|Laube|Gemüse|Gartentisch|Pergola""")

C("Something made of wood", "Något av trä", "Noe laget av tre", "Etwas aus Holz",
  """table|chair|door|floor|house|log cabin|cabin|fence|pencil|ruler|wooden spoon|
  chopping board|toothpick|match|barrel|boat|canoe|rowing boat|bench|shelf|bookcase|bed|
  wardrobe|box|crate|pallet|ladder|log|plank|stick|chopsticks|baseball bat|cricket bat|
  hockey stick|violin|guitar|piano|sledge|building blocks|rocking horse|clothes peg|bridge|
  jetty|pier|decking|treehouse|playhouse|picture frame|bowl|tray|rolling pin|cupboard|
  desk|window frame|lolly stick|skewer|stairs|beam|cuckoo clock|clogs|chessboard|nutcracker""",
  """bord|stol|dörr|golv|hus|timmerstuga|stuga|staket|blyertspenna|linjal|träslev|slev|
  skärbräda|tandpetare|tändsticka|tunna|båt|kanot|roddbåt|eka|bänk|hylla|bokhylla|säng|
  garderob|låda|lastpall|stege|stock|planka|pinne|ätpinnar|basebollträ|slagträ|hockeyklubba|
  fiol|gitarr|piano|kälke|byggklossar|gunghäst|klädnypa|bro|brygga|altan|trädkoja|lekstuga|
  tavelram|ram|skål|bricka|kavel|kista|skåp|skrivbord|fönsterkarm|glasspinne|grillspett|trappa|
  bjälke|gökur|träskor|dalahäst|schackbräde|nötknäppare|träleksak""",
  """bord|stol|dør|gulv|hus|tømmerhytte|hytte|gjerde|blyant|linjal|tresleiv|sleiv|
  skjærefjøl|fjøl|tannpirker|fyrstikk|tønne|båt|kano|robåt|benk|hylle|bokhylle|seng|garderobe|
  kasse|krakk|pall|stige|tømmerstokk|stokk|planke|pinne|spisepinner|balltre|hockeykølle|fiolin|
  gitar|piano|kjelke|byggeklosser|gyngehest|klesklype|bro|brygge|terrasse|trehytte|lekestue|
  bilderamme|ramme|bolle|skål|brett|kjevle|kiste|skap|skrivebord|vinduskarm|ispinne|grillspyd|
  trapp|bjelke|gjøkur|tresko|stavkirke|sjakkbrett|nøtteknekker|treleke""",
  """Tisch|Stuhl|Tür|Boden|Fußboden|Haus|Hütte|Blockhütte|Zaun|Bleistift|Lineal|Kochlöffel|
  Holzlöffel|Schneidebrett|Frühstücksbrett|Zahnstocher|Streichholz|Fass|Boot|Kanu|Ruderboot|
  Bank|Regal|Bücherregal|Bett|Schrank|Kiste|Hocker|Palette|Leiter|Baumstamm|Brett|Stock|
  Essstäbchen|Baseballschläger|Hockeyschläger|Geige|Gitarre|Klavier|Schlitten|Bauklötze|
  Schaukelpferd|Wäscheklammer|Brücke|Steg|Terrasse|Baumhaus|Spielhaus|Bilderrahmen|Rahmen|
  Schale|Tablett|Nudelholz|Schreibtisch|Fensterrahmen|Eisstiel|Schaschlikspieß|Treppe|
  Balken|Kuckucksuhr|Holzschuh|Schachbrett|Nussknacker|Holzspielzeug|Holzeisenbahn""")

# --------------------------------------------------------------------------- nature
C("A flower", "En blomma", "En blomst", "Eine Blume",
  """rose|tulip|daisy|sunflower|lily|orchid|daffodil|dandelion|poppy|violet|lavender|carnation|
  lilac|iris|bluebell|buttercup|forget-me-not|snowdrop|crocus|hyacinth|marigold|pansy|peony|
  chrysanthemum|geranium|begonia|petunia|dahlia|gerbera|lily of the valley|hibiscus|magnolia|
  primrose|foxglove|cornflower|lotus|jasmine|camellia|freesia|clover|heather|cherry blossom|
  poinsettia|amaryllis|aster|honeysuckle|edelweiss|sweet pea|wood anemone|anemone|gladiolus|
  snapdragon|lupin|water lily|tiger lily|hydrangea|cowslip""",
  """ros|tulpan|prästkrage|solros|lilja|orkidé|påsklilja|maskros|vallmo|viol|lavendel|nejlika|
  syren|iris|blåklocka|smörblomma|förgätmigej|snödroppe|krokus|hyacint|ringblomma|pensé|pion|
  krysantemum|pelargon|begonia|petunia|dahlia|gerbera|liljekonvalj|hibiskus|magnolia|primula|
  fingerborgsblomma|blåklint|lotus|jasmin|kamelia|fresia|klöver|ljung|körsbärsblom|julstjärna|
  amaryllis|aster|kaprifol|edelweiss|luktärt|vitsippa|blåsippa|anemon|gladiolus|lejongap|lupin|
  näckros|tusensköna|gullviva|hortensia|midsommarblomster|kungsljus|tussilago""",
  """rose|tulipan|prestekrage|solsikke|lilje|orkidé|påskelilje|løvetann|valmue|fiol|lavendel|
  nellik|syrin|iris|blåklokke|smørblomst|forglemmegei|snøklokke|krokus|hyasint|ringblomst|
  stemorsblomst|peon|krysantemum|pelargonia|begonia|petunia|georgine|dahlia|gerbera|
  liljekonvall|hibiskus|magnolia|primula|revebjelle|kornblomst|lotus|sjasmin|kamelia|fresia|
  kløver|lyng|kirsebærblomst|julestjerne|amaryllis|asters|kaprifol|edelweiss|hvitveis|blåveis|
  anemone|gladiolus|løvemunn|lupin|nøkkerose|tusenfryd|hortensia|marikåpe|hestehov|
  kattefot|gullris""",
  """Rose|Tulpe|Gänseblümchen|Margerite|Sonnenblume|Lilie|Orchidee|Osterglocke|Narzisse|
  Löwenzahn|Mohn|Mohnblume|Veilchen|Lavendel|Nelke|Flieder|Iris|Schwertlilie|Glockenblume|
  Butterblume|Hahnenfuß|Vergissmeinnicht|Schneeglöckchen|Krokus|Hyazinthe|Ringelblume|
  Stiefmütterchen|Pfingstrose|Chrysantheme|Geranie|Begonie|Petunie|Dahlie|Gerbera|Maiglöckchen|
  Hibiskus|Magnolie|Primel|Fingerhut|Kornblume|Lotusblume|Jasmin|Kamelie|Freesie|Klee|
  Heidekraut|Kirschblüte|Weihnachtsstern|Amaryllis|Aster|Edelweiß|Wicke|Buschwindröschen|
  Anemone|Gladiole|Löwenmäulchen|Lupine|Seerose|Hortensie|Sonnenhut|Schlüsselblume|Kamille""")

C("A tree", "Ett träd", "Et tre", "Ein Baum",
  """oak|birch|pine|spruce|fir|maple|beech|ash|elm|willow|weeping willow|poplar|aspen|alder|
  rowan|lime|linden|chestnut|horse chestnut|walnut|hazel|cherry tree|apple tree|pear tree|
  plum tree|olive tree|palm tree|coconut palm|cedar|cypress|larch|yew|juniper|sequoia|redwood|
  eucalyptus|baobab|magnolia|sycamore|plane tree|hawthorn|holly|elder|Christmas tree|
  orange tree|lemon tree|fig tree|acacia|ginkgo|monkey puzzle|bird cherry""",
  """ek|björk|tall|fura|gran|lönn|bok|ask|alm|pil|sälg|tårpil|poppel|asp|al|rönn|lind|kastanj|
  hästkastanj|valnötsträd|hassel|körsbärsträd|äppelträd|päronträd|plommonträd|olivträd|palm|
  kokospalm|ceder|cypress|lärk|idegran|en|mammutträd|eukalyptus|baobab|magnolia|platan|
  hagtorn|järnek|fläder|julgran|apelsinträd|citronträd|fikonträd|akacia|oxel|hägg|ginkgo|
  vårtbjörk""",
  """eik|bjørk|furu|gran|lønn|bøk|ask|alm|selje|pil|poppel|osp|or|rogn|lind|kastanje|
  hestekastanje|valnøttre|hassel|kirsebærtre|epletre|pæretre|plommetre|oliventre|palme|
  kokospalme|seder|sypress|lerk|barlind|einer|mammuttre|eukalyptus|baobab|magnolia|platan|
  hagtorn|kristtorn|hyll|juletre|appelsintre|sitrontre|fikentre|akasie|hegg|sitkagran|
  edelgran|ginkgo|lerketre|morelltre|sypresstre""",
  """Eiche|Birke|Kiefer|Fichte|Tanne|Ahorn|Buche|Esche|Ulme|Weide|Trauerweide|Pappel|Espe|Erle|
  Eberesche|Vogelbeerbaum|Linde|Kastanie|Rosskastanie|Walnussbaum|Nussbaum|Hasel|Kirschbaum|
  Apfelbaum|Birnbaum|Pflaumenbaum|Olivenbaum|Palme|Kokospalme|Zeder|Zypresse|Lärche|Eibe|
  Wacholder|Mammutbaum|Eukalyptus|Baobab|Affenbrotbaum|Magnolie|Platane|Weißdorn|Stechpalme|
  Holunder|Tannenbaum|Weihnachtsbaum|Orangenbaum|Zitronenbaum|Feigenbaum|Akazie|Ginkgo|
  Douglasie|Traubenkirsche|Robinie""")

C("A kind of weather", "Ett väderfenomen", "Et værfenomen", "Ein Wetterphänomen",
  """rain|snow|sun|sunshine|wind|storm|thunder|lightning|thunderstorm|fog|mist|hail|sleet|
  drizzle|hurricane|tornado|rainbow|frost|cloud|heatwave|drought|blizzard|gale|breeze|shower|
  dew|ice|black ice|slush|monsoon|typhoon|flood|snowstorm|hailstorm|downpour|cyclone|whirlwind|
  sandstorm|heat|cold|cloudburst|haze|hoar frost|thaw""",
  """regn|snö|sol|solsken|vind|blåst|storm|åska|blixt|åskväder|dimma|dis|hagel|snöblandat regn|
  duggregn|orkan|tornado|regnbåge|frost|moln|värmebölja|torka|snöstorm|kuling|bris|regnskur|
  skur|dagg|is|halka|ishalka|slask|monsun|tyfon|översvämning|skyfall|cyklon|virvelvind|
  sandstorm|värme|kyla|rimfrost|töväder|blötsnö|yrsnö|ösregn|snöyra|hetta""",
  """regn|snø|sol|solskinn|vind|blest|storm|torden|lyn|tordenvær|tåke|dis|hagl|sludd|yr|
  duskregn|orkan|tornado|regnbue|frost|sky|hetebølge|tørke|snøstorm|kuling|bris|regnbyge|byge|
  dugg|is|holke|glattis|slaps|monsun|tyfon|flom|skybrudd|syklon|virvelvind|sandstorm|varme|
  kulde|rim|rimfrost|tøvær|pøsregn|snøfokk|kuldegrader|regnvær""",
  """Regen|Schnee|Sonne|Sonnenschein|Wind|Sturm|Donner|Blitz|Gewitter|Nebel|Dunst|Hagel|
  Schneeregen|Nieselregen|Hurrikan|Orkan|Tornado|Regenbogen|Frost|Wolke|Hitzewelle|Dürre|
  Schneesturm|Brise|Schauer|Regenschauer|Tau|Eis|Glatteis|Schneematsch|Monsun|Taifun|
  Überschwemmung|Hochwasser|Platzregen|Wolkenbruch|Zyklon|Wirbelsturm|Sandsturm|Hitze|Kälte|
  Raureif|Tauwetter|Graupel|Windhose|Föhn|Unwetter|Bodenfrost""")

C("Something in the sky", "Något på himlen", "Noe på himmelen", "Etwas am Himmel",
  """sun|moon|star|cloud|rainbow|plane|aeroplane|airplane|helicopter|bird|kite|balloon|
  hot-air balloon|rocket|satellite|planet|comet|shooting star|meteor|drone|lightning|
  Northern Lights|aurora|Milky Way|airship|blimp|paraglider|hang glider|glider|jet|
  space station|UFO|sunset|sunrise|seagull|eagle|swallow|crow|fireworks|smoke|contrail|Venus|
  Mars|North Star|Plough|parachute|constellation""",
  """sol|måne|stjärna|moln|regnbåge|flygplan|plan|helikopter|fågel|drake|ballong|luftballong|
  varmluftsballong|raket|satellit|planet|komet|stjärnfall|meteor|drönare|blixt|norrsken|
  Vintergatan|luftskepp|zeppelinare|skärmflygare|hängglidare|segelflygplan|jetplan|
  rymdstation|ufo|solnedgång|soluppgång|mås|örn|svala|kråka|fyrverkeri|rök|kondensstrimma|
  Venus|Mars|Polstjärnan|Karlavagnen|fallskärm|stjärnbild|månskära""",
  """sol|måne|stjerne|sky|regnbue|fly|flyvemaskin|helikopter|fugl|drage|ballong|luftballong|
  varmluftsballong|rakett|satellitt|planet|komet|stjerneskudd|meteor|drone|lyn|nordlys|
  Melkeveien|luftskip|zeppeliner|paraglider|hengeglider|seilfly|jetfly|romstasjon|ufo|
  solnedgang|soloppgang|måke|ørn|svale|kråke|fyrverkeri|røyk|kondensstripe|Venus|Mars|
  Nordstjernen|Karlsvogna|fallskjerm|stjernebilde|månesigd""",
  """Sonne|Mond|Stern|Wolke|Regenbogen|Flugzeug|Hubschrauber|Helikopter|Vogel|Drachen|Ballon|
  Luftballon|Heißluftballon|Rakete|Satellit|Planet|Komet|Sternschnuppe|Meteor|Drohne|Blitz|
  Nordlicht|Polarlicht|Milchstraße|Luftschiff|Zeppelin|Gleitschirm|Paraglider|Drachenflieger|
  Segelflugzeug|Düsenjet|Raumstation|Ufo|Sonnenuntergang|Sonnenaufgang|Möwe|Adler|Schwalbe|
  Krähe|Feuerwerk|Rauch|Kondensstreifen|Venus|Mars|Polarstern|Großer Wagen|Fallschirm|
  Sternbild|Mondsichel""")

C("Something at the beach", "Något på stranden", "Noe på stranden", "Etwas am Strand",
  """sand|sea|water|waves|shell|seashell|stone|pebble|rock|seaweed|crab|jellyfish|seagull|
  starfish|fish|boat|sailing boat|surfboard|towel|beach towel|umbrella|parasol|sun lounger|
  deckchair|swimsuit|bikini|swimming trunks|sunscreen|sun cream|sunglasses|sunhat|flip-flops|
  bucket|spade|sandcastle|beach ball|ice cream|lifeguard|lighthouse|pier|jetty|sand dune|
  driftwood|beach volleyball|kite|picnic|cool box|snorkel|diving mask|rubber ring|lilo|
  paddleboard|kayak|sun|palm tree|footprints|beach hut|windbreak""",
  """sand|hav|vatten|vågor|snäcka|snäckskal|sten|klippa|tång|krabba|manet|mås|sjöstjärna|fisk|
  båt|segelbåt|surfbräda|handduk|badhandduk|parasoll|solstol|solsäng|baddräkt|bikini|badbyxor|
  solkräm|solglasögon|solhatt|flipflops|hink|spade|sandslott|badboll|glass|livräddare|fyr|
  brygga|sanddyn|drivved|beachvolley|drake|picknick|kylväska|snorkel|cyklop|dykmask|badring|
  luftmadrass|kajak|sol|palm|fotspår|badkläder|vindskydd|strandhandduk""",
  """sand|hav|sjø|vann|bølger|skjell|stein|svaberg|tang|krabbe|manet|måke|sjøstjerne|fisk|båt|
  seilbåt|surfebrett|håndkle|badehåndkle|parasoll|solseng|fluktstol|badedrakt|bikini|
  badebukse|solkrem|solbriller|solhatt|flip-flops|bøtte|spade|sandslott|badeball|is|livredder|
  fyr|fyrtårn|brygge|sanddyne|rekved|sandvolleyball|drage|piknik|kjølebag|snorkel|dykkermaske|
  badering|luftmadrass|kajakk|padlebrett|sol|palme|fotspor|badeklær|vindskjerm|strandhåndkle""",
  """Sand|Meer|Wasser|Wellen|Welle|Muschel|Stein|Kieselstein|Felsen|Seetang|Algen|Krebs|Krabbe|
  Qualle|Möwe|Seestern|Fisch|Boot|Segelboot|Surfbrett|Handtuch|Strandtuch|Sonnenschirm|
  Liegestuhl|Sonnenliege|Strandkorb|Badeanzug|Bikini|Badehose|Sonnencreme|Sonnenbrille|
  Sonnenhut|Flip-Flops|Eimer|Schaufel|Sandburg|Wasserball|Eis|Rettungsschwimmer|Leuchtturm|
  Steg|Seebrücke|Düne|Treibholz|Beachvolleyball|Drachen|Picknick|Kühlbox|Schnorchel|
  Taucherbrille|Schwimmring|Luftmatratze|Kajak|Sonne|Palme|Fußspuren|Strandmuschel|Windschutz|
  Sandförmchen|Strandbar""")

C("Something in the forest", "Något i skogen", "Noe i skogen", "Etwas im Wald",
  """tree|pine|spruce|birch|oak|moss|mushroom|toadstool|fern|berry|blueberry|lingonberry|
  pine cone|leaf|branch|twig|stick|stump|log|stone|rock|path|trail|stream|brook|lake|anthill|
  ant|deer|elk|moose|fox|wolf|bear|hare|squirrel|owl|woodpecker|badger|hedgehog|wild boar|
  lynx|bird|spider|tick|mosquito|bush|flower|cabin|hut|hiker|lichen|acorn|clearing|
  chanterelle|snake|adder|fallen tree|den""",
  """träd|tall|gran|björk|ek|mossa|svamp|flugsvamp|ormbunke|bär|blåbär|lingon|kotte|grankotte|
  löv|blad|gren|kvist|pinne|stubbe|stock|sten|stig|bäck|sjö|tjärn|myrstack|myra|rådjur|älg|räv|
  varg|björn|hare|ekorre|uggla|hackspett|grävling|igelkott|vildsvin|lodjur|fågel|spindel|
  fästing|mygga|buske|blomma|koja|stuga|vandrare|lav|ekollon|glänta|kantarell|trattkantarell|
  orm|huggorm|kronhjort|vindfälle|lya|stenblock""",
  """tre|furu|gran|bjørk|eik|mose|sopp|fluesopp|bregne|bær|blåbær|tyttebær|kongle|løv|blad|
  gren|grein|kvist|pinne|stubbe|stokk|stein|sti|bekk|tjern|vann|maurtue|maur|rådyr|elg|rev|
  ulv|bjørn|hare|ekorn|ugle|hakkespett|grevling|pinnsvin|villsvin|gaupe|fugl|edderkopp|flått|
  mygg|busk|blomst|gapahuk|koie|hytte|turgåer|lav|eikenøtt|lysning|kantarell|traktkantarell|
  orm|hoggorm|hjort|vindfall|hi|steinblokk|lyng""",
  """Baum|Kiefer|Fichte|Tanne|Birke|Eiche|Buche|Moos|Pilz|Fliegenpilz|Farn|Beere|Heidelbeere|
  Tannenzapfen|Zapfen|Blatt|Laub|Ast|Zweig|Stock|Baumstumpf|Baumstamm|Stein|Felsen|Weg|Pfad|
  Bach|See|Ameisenhaufen|Ameise|Reh|Hirsch|Elch|Fuchs|Wolf|Bär|Hase|Eichhörnchen|Eule|Specht|
  Dachs|Igel|Wildschwein|Luchs|Vogel|Spinne|Zecke|Mücke|Busch|Strauch|Blume|Hütte|Hochsitz|
  Förster|Wanderer|Flechte|Eichel|Lichtung|Pfifferling|Steinpilz|Schlange|Kreuzotter|Fuchsbau|
  Waldweg""")

C("A colour", "En färg", "En farge", "Eine Farbe",
  """red|blue|green|yellow|orange|purple|violet|pink|brown|black|white|grey|gray|turquoise|
  beige|gold|silver|navy|navy blue|light blue|dark blue|sky blue|lime green|olive green|olive|
  maroon|burgundy|crimson|scarlet|magenta|cyan|lilac|lavender|indigo|cream|ivory|khaki|teal|
  coral|peach|mint green|bronze|copper|ochre|mustard|salmon|fuchsia|tan|charcoal|aquamarine|
  emerald green|light green|dark green""",
  """röd|blå|grön|gul|orange|lila|violett|rosa|brun|svart|vit|grå|turkos|beige|guld|silver|
  marinblå|ljusblå|mörkblå|himmelsblå|ljusgrön|mörkgrön|limegrön|olivgrön|vinröd|cerise|
  magenta|cyan|syrenlila|lavendel|indigo|krämvit|elfenbensvit|khaki|korall|persika|mintgrön|
  brons|koppar|ockra|senapsgul|laxrosa|fuchsia|aprikos|benvit|azurblå|smaragdgrön|rostbrun|
  ljusrosa|gredelin|skär""",
  """rød|blå|grønn|gul|oransje|lilla|fiolett|rosa|brun|svart|hvit|grå|turkis|beige|gull|sølv|
  marineblå|lyseblå|mørkeblå|himmelblå|lysegrønn|mørkegrønn|limegrønn|olivengrønn|vinrød|
  burgunder|cerise|magenta|cyan|lavendel|indigo|kremhvit|elfenbein|kaki|korall|fersken|
  mintgrønn|bronse|kobber|oker|sennepsgul|lakserosa|fuksia|aprikos|benhvit|asurblå|
  smaragdgrønn|rustrød|lyserosa|gråblå|koksgrå""",
  """Rot|Blau|Grün|Gelb|Orange|Lila|Violett|Rosa|Pink|Braun|Schwarz|Weiß|Grau|Türkis|Beige|Gold|
  Silber|Marineblau|Dunkelblau|Hellblau|Himmelblau|Hellgrün|Dunkelgrün|Olivgrün|Oliv|Weinrot|
  Bordeaux|Karminrot|Scharlachrot|Magenta|Cyan|Flieder|Lavendel|Indigo|Creme|Elfenbein|Khaki|
  Petrol|Koralle|Apricot|Mintgrün|Bronze|Kupfer|Ocker|Senfgelb|Lachs|Fuchsia|Anthrazit|
  Azurblau|Smaragdgrün|Rostrot|Zitronengelb|Hellrosa|Mauve""")

C("Something red", "Något rött", "Noe rødt", "Etwas Rotes",
  """strawberry|tomato|cherry|apple|raspberry|blood|fire engine|fire truck|rose|ladybird|
  ladybug|heart|stop sign|red light|lipstick|ketchup|chilli|red pepper|watermelon|lobster|
  Santa Claus|Father Christmas|postbox|London bus|double-decker bus|fire|lava|radish|beetroot|
  cranberry|lingonberry|redcurrant|poppy|fly agaric|brick|Mars|red card|ruby|clown nose|
  fire extinguisher|cardinal|tulip|Santa hat|pomegranate""",
  """jordgubbe|tomat|körsbär|äpple|hallon|blod|brandbil|ros|nyckelpiga|hjärta|stoppskylt|
  rött ljus|läppstift|ketchup|chili|röd paprika|vattenmelon|hummer|kräfta|jultomte|tomteluva|
  eld|lava|rädisa|rödbeta|tranbär|lingon|röda vinbär|vallmo|flugsvamp|tegelsten|Mars|rött kort|
  rubin|clownnäsa|brandsläckare|dalahäst|faluröd stuga|tulpan|granatäpple|rönnbär|
  smultron""",
  """jordbær|tomat|kirsebær|eple|bringebær|blod|brannbil|rose|marihøne|hjerte|stoppskilt|
  rødt lys|leppestift|ketchup|chili|rød paprika|vannmelon|hummer|kreps|julenisse|nisselue|
  postkasse|ild|lava|reddik|rødbete|tranebær|tyttebær|rips|valmue|fluesopp|murstein|Mars|
  rødt kort|rubin|klovnenese|brannslukningsapparat|låve|tulipan|granateple|rognebær|
  markjordbær""",
  """Erdbeere|Tomate|Kirsche|Apfel|Himbeere|Blut|Feuerwehrauto|Rose|Marienkäfer|Herz|
  Stoppschild|rote Ampel|Lippenstift|Ketchup|Chili|rote Paprika|Wassermelone|Hummer|
  Weihnachtsmann|Nikolausmütze|Feuer|Lava|Radieschen|Rote Bete|Preiselbeere|Johannisbeere|
  Mohn|Mohnblume|Fliegenpilz|Ziegelstein|Mars|rote Karte|Rubin|Clownsnase|Feuerlöscher|
  Weihnachtsstern|Rote Grütze|Tulpe|Granatapfel|Vogelbeere|Walderdbeere|Feuerwehr""")

C("Something yellow", "Något gult", "Noe gult", "Etwas Gelbes",
  """banana|lemon|sun|egg yolk|yolk|butter|cheese|corn|sweetcorn|pineapple|sunflower|daffodil|
  dandelion|buttercup|canary|chick|duckling|rubber duck|bee|wasp|school bus|taxi|yellow card|
  gold|honey|mustard|custard|yellow pepper|melon|tennis ball|highlighter|sticky note|
  smiley face|rapeseed|straw|hay|saffron|turmeric|grapefruit|sand|
  yellow jersey|lemon sherbet""",
  """banan|citron|sol|äggula|smör|ost|majs|ananas|solros|påsklilja|maskros|smörblomma|
  kanariefågel|kyckling|gummianka|ankunge|geting|bi|gult kort|guld|honung|senap|vaniljsås|
  gul paprika|melon|tennisboll|överstrykningspenna|post-it-lapp|smiley|gullviva|raps|halm|hö|
  saffran|gurkmeja|brevlåda|kantarell|citronfjäril|sand|påskkyckling|gul lök|
  kycklingunge""",
  """banan|sitron|sol|eggeplomme|smør|ost|gulost|mais|ananas|solsikke|påskelilje|løvetann|
  smørblomst|kanarifugl|kylling|gummiand|andunge|veps|bie|gult kort|gull|honning|sennep|
  vaniljesaus|gul paprika|melon|tennisball|merkepenn|post-it-lapp|smiley|hestehov|raps|halm|
  høy|safran|gurkemeie|kantarell|sydvest|påskekylling|sand|sitronfromasj|
  kyllingunge""",
  """Banane|Zitrone|Sonne|Eigelb|Dotter|Butter|Käse|Mais|Ananas|Sonnenblume|Osterglocke|Narzisse|
  Löwenzahn|Butterblume|Kanarienvogel|Küken|Quietscheente|Wespe|Biene|gelbe Karte|Gold|Honig|
  Senf|Vanillepudding|gelbe Paprika|Melone|Tennisball|Textmarker|Post-it|Smiley|Raps|Rapsfeld|
  Stroh|Heu|Safran|Kurkuma|Briefkasten|Postauto|Pfifferling|Zitronenfalter|Sand|
  Schlüsselblume|Ginster|Osterküken|Zitroneneis""")

# --------------------------------------------------------------------------- animals
C("A dog breed", "En hundras", "En hunderase", "Eine Hunderasse",
  """Labrador|golden retriever|German shepherd|Alsatian|poodle|bulldog|French bulldog|beagle|
  dachshund|chihuahua|pug|boxer|rottweiler|Dalmatian|husky|Siberian husky|border collie|collie|
  Great Dane|Dobermann|Doberman|Jack Russell|Yorkshire terrier|terrier|cocker spaniel|
  springer spaniel|spaniel|shih tzu|Pomeranian|schnauzer|St Bernard|Saint Bernard|greyhound|
  whippet|labradoodle|cockapoo|Bernese mountain dog|Samoyed|Shiba Inu|Akita|Newfoundland|
  Maltese|corgi|basset hound|bloodhound|chow chow|pit bull|Staffordshire bull terrier|Westie|
  Australian shepherd|Old English sheepdog|Irish setter|pointer|Weimaraner|vizsla|bichon frise|
  Cavalier King Charles spaniel|papillon|Afghan hound|mastiff|shar pei|Norwegian elkhound|
  Pekingese|Lhasa Apso|sheepdog""",
  """labrador|golden retriever|schäfer|pudel|bulldogg|engelsk bulldogg|fransk bulldogg|beagle|
  tax|chihuahua|mops|boxer|rottweiler|dalmatiner|husky|siberian husky|border collie|collie|
  grand danois|dobermann|jack russell|yorkshireterrier|terrier|cocker spaniel|
  springer spaniel|spaniel|shih tzu|pomeranian|schnauzer|sankt bernhardshund|greyhound|whippet|
  labradoodle|berner sennenhund|samojed|shiba|akita|newfoundland|malteser|corgi|basset|blodhund|
  chow chow|pitbull|staffordshire bullterrier|west highland white terrier|australian shepherd|
  irländsk setter|pointer|weimaraner|vizsla|bichon frisé|cavalier king charles spaniel|
  papillon|afghanhund|mastiff|shar pei|gråhund|jämthund|norrbottenspets|drever|
  hamiltonstövare|älghund|pekingese|lhasa apso|vinthund|bichon havanais|dvärgschnauzer|
  västgötaspets""",
  """labrador|golden retriever|schäfer|puddel|bulldog|engelsk bulldog|fransk bulldog|beagle|
  dachshund|chihuahua|mops|boxer|rottweiler|dalmatiner|husky|siberian husky|border collie|
  collie|grand danois|dobermann|jack russell|yorkshireterrier|terrier|cocker spaniel|
  springer spaniel|spaniel|shih tzu|pomeranian|schnauzer|sankt bernhardshund|greyhound|
  whippet|labradoodle|berner sennenhund|samojed|shiba|akita|newfoundlandshund|malteser|corgi|
  basset|blodhund|chow chow|pitbull|staffordshire bullterrier|west highland white terrier|
  australian shepherd|irsk setter|engelsk setter|gordon setter|pointer|weimaraner|vizsla|
  bichon frisé|cavalier king charles spaniel|papillon|afghanhund|mastiff|shar pei|elghund|
  norsk elghund|buhund|lundehund|dunker|pekingeser|lhasa apso|mynde|dvergschnauzer|
  hygenhund""",
  """Labrador|Golden Retriever|Deutscher Schäferhund|Schäferhund|Pudel|Bulldogge|
  Englische Bulldogge|Französische Bulldogge|Beagle|Dackel|Teckel|Chihuahua|Mops|Boxer|
  Rottweiler|Dalmatiner|Husky|Border Collie|Collie|Deutsche Dogge|Dobermann|
  Jack Russell Terrier|Yorkshire Terrier|Terrier|Cocker Spaniel|Spaniel|Shih Tzu|Zwergspitz|
  Spitz|Schnauzer|Bernhardiner|Windhund|Whippet|Labradoodle|Berner Sennenhund|Samojede|
  Shiba Inu|Akita|Neufundländer|Malteser|Corgi|Basset|Bluthund|Chow-Chow|Pitbull|
  Staffordshire Bullterrier|West Highland White Terrier|Australian Shepherd|Irish Setter|
  Pointer|Weimaraner|Magyar Vizsla|Bichon Frisé|Cavalier King Charles Spaniel|Papillon|
  Afghanischer Windhund|Mastiff|Shar-Pei|Münsterländer|Rauhaardackel|Hovawart|Leonberger|
  Riesenschnauzer|Zwergschnauzer|Pekinese|Greyhound|Eurasier|Havaneser""")

C("A bird", "En fågel", "En fugl", "Ein Vogel",
  """sparrow|robin|blackbird|crow|raven|magpie|pigeon|dove|seagull|gull|swan|duck|goose|eagle|
  hawk|falcon|owl|parrot|budgie|canary|penguin|ostrich|emu|flamingo|peacock|pelican|stork|
  heron|crane|woodpecker|kingfisher|swallow|swift|starling|blue tit|great tit|tit|finch|
  chaffinch|goldfinch|wren|thrush|cuckoo|jay|hummingbird|toucan|vulture|kiwi|albatross|puffin|
  cormorant|chicken|hen|rooster|turkey|pheasant|partridge|grouse|lark|nightingale|kestrel|
  buzzard|osprey|condor|cockatoo|macaw|mallard|coot|moorhen|bullfinch|lapwing|oystercatcher|
  tern|curlew|ptarmigan|waxwing|loon|eider""",
  """sparv|gråsparv|rödhake|koltrast|kråka|korp|skata|duva|mås|fiskmås|trut|svan|anka|and|
  gräsand|gås|örn|kungsörn|havsörn|hök|falk|uggla|papegoja|undulat|kanariefågel|pingvin|
  struts|emu|flamingo|påfågel|pelikan|stork|häger|trana|hackspett|kungsfiskare|svala|
  tornseglare|stare|blåmes|talgoxe|mes|fink|bofink|steglits|gärdsmyg|trast|gök|nötskrika|
  kolibri|tukan|gam|kiwi|albatross|lunnefågel|skarv|höna|tupp|kalkon|fasan|rapphöna|orre|tjäder|
  lärka|näktergal|tornfalk|ormvråk|fiskgjuse|kondor|kakadua|ara|domherre|tofsvipa|
  strandskata|tärna|ripa|sidensvans|lom|ejder|kaja""",
  """spurv|gråspurv|rødstrupe|svarttrost|kråke|ravn|skjære|due|måke|fiskemåke|svane|and|
  stokkand|gås|ørn|kongeørn|havørn|hauk|falk|ugle|papegøye|undulat|kanarifugl|pingvin|struts|
  emu|flamingo|påfugl|pelikan|stork|hegre|trane|hakkespett|isfugl|svale|tårnseiler|stær|
  blåmeis|kjøttmeis|meis|fink|bokfink|stillits|gjerdesmett|trost|gjøk|nøtteskrike|kolibri|
  tukan|gribb|kiwi|albatross|lundefugl|lunde|skarv|høne|hane|kalkun|fasan|rapphøne|orrfugl|
  storfugl|tiur|lerke|nattergal|tårnfalk|fiskeørn|kondor|kakadue|ara|dompap|
  vipe|tjeld|terne|rype|sidensvans|lom|ærfugl|kaie|linerle""",
  """Spatz|Sperling|Rotkehlchen|Amsel|Krähe|Rabe|Elster|Taube|Möwe|Schwan|Ente|Stockente|Gans|
  Adler|Steinadler|Seeadler|Habicht|Falke|Eule|Uhu|Papagei|Wellensittich|Kanarienvogel|
  Pinguin|Strauß|Emu|Flamingo|Pfau|Pelikan|Storch|Reiher|Graureiher|Kranich|Specht|Buntspecht|
  Eisvogel|Schwalbe|Mauersegler|Star|Blaumeise|Kohlmeise|Meise|Fink|Buchfink|Stieglitz|
  Distelfink|Zaunkönig|Drossel|Kuckuck|Eichelhäher|Kolibri|Tukan|Geier|Kiwi|Albatros|
  Papageientaucher|Kormoran|Huhn|Henne|Hahn|Truthahn|Pute|Fasan|Rebhuhn|Auerhahn|Lerche|
  Nachtigall|Turmfalke|Bussard|Fischadler|Kondor|Kakadu|Ara|Gimpel|Kiebitz|Austernfischer|Seidenschwanz|Eiderente|Dohle|Bachstelze""")

C("A farm animal", "Ett djur på bondgården", "Et dyr på bondegården",
  "Ein Tier auf dem Bauernhof",
  """cow|bull|calf|ox|pig|piglet|sow|boar|sheep|lamb|ram|ewe|goat|kid|horse|pony|foal|donkey|
  mule|chicken|hen|rooster|cockerel|chick|duck|duckling|goose|turkey|rabbit|dog|sheepdog|cat|
  mouse|rat|llama|alpaca|buffalo|water buffalo|bee|guinea fowl|quail|ostrich|reindeer|heifer|
  stallion|mare|cattle|billy goat""",
  """ko|kossa|tjur|kalv|oxe|gris|kulting|smågris|so|galt|får|lamm|bagge|tacka|get|killing|häst|
  ponny|föl|åsna|mula|höna|tupp|kyckling|anka|ankunge|gås|kalkon|kanin|hund|vallhund|katt|
  ladugårdskatt|mus|råtta|lama|alpacka|buffel|vattenbuffel|bi|pärlhöna|vaktel|struts|ren|
  kviga|hingst|sto|nötkreatur|svin|getabock""",
  """ku|okse|kalv|gris|purke|grisunge|smågris|råne|sau|lam|vær|søye|geit|kje|bukk|hest|
  ponni|føll|esel|muldyr|høne|hane|kylling|and|andunge|gås|kalkun|kanin|hund|gjeterhund|katt|
  fjøskatt|mus|rotte|lama|alpakka|bøffel|vannbøffel|bie|perlehøne|vaktel|struts|reinsdyr|rein|
  kvige|hingst|hoppe|storfe|svin|fjordhest|dølahest|geitebukk|villsau""",
  """Kuh|Stier|Bulle|Kalb|Ochse|Schwein|Ferkel|Sau|Eber|Schaf|Lamm|Widder|Schafbock|Ziege|
  Zicklein|Geiß|Ziegenbock|Pferd|Pony|Fohlen|Esel|Maultier|Huhn|Henne|Hahn|Gockel|Küken|Ente|
  Gans|Truthahn|Pute|Kaninchen|Hund|Hofhund|Hütehund|Katze|Hofkatze|Maus|Ratte|Lama|Alpaka|
  Büffel|Wasserbüffel|Biene|Perlhuhn|Wachtel|Strauß|Färse|Hengst|Stute|Rind|Zwergziege""")

C("A fish", "En fisk", "En fisk", "Ein Fisch",
  """salmon|cod|haddock|herring|mackerel|tuna|trout|rainbow trout|sardine|anchovy|plaice|sole|
  halibut|pollock|saithe|carp|pike|perch|eel|catfish|goldfish|shark|great white shark|
  hammerhead shark|swordfish|marlin|stingray|ray|clownfish|angelfish|guppy|piranha|pufferfish|
  flounder|turbot|monkfish|sea bass|bream|tilapia|whiting|sprat|zander|char|Arctic char|minnow|
  koi|sturgeon|barracuda|seahorse|moray eel|tench|roach|grayling|wolffish|redfish|lumpfish|
  hake|whitefish|mullet|snapper|blue whiting""",
  """lax|torsk|kolja|sill|strömming|makrill|tonfisk|öring|regnbåge|sardin|ansjovis|rödspätta|
  sjötunga|hälleflundra|sej|gråsej|karp|gädda|abborre|ål|mal|guldfisk|haj|vithaj|hammarhaj|
  svärdfisk|rocka|clownfisk|guppy|piraya|blåsfisk|flundra|piggvar|marulk|havsabborre|braxen|
  tilapia|vitling|skarpsill|gös|röding|elritsa|koi|stör|barrakuda|sjöhäst|muräna|sutare|mört|
  harr|havskatt|kungsfisk|långa|sik|siklöja|lake|stenbit|multe|kummel|näbbgädda""",
  """laks|torsk|skrei|hyse|sild|makrell|tunfisk|ørret|regnbueørret|sardin|ansjos|rødspette|
  sjøtunge|kveite|sei|karpe|gjedde|abbor|ål|malle|gullfisk|hai|hvithai|hammerhai|sverdfisk|
  rokke|klovnefisk|guppy|piraja|kulefisk|flyndre|piggvar|breiflabb|havabbor|brasme|tilapia|
  hvitting|brisling|gjørs|røye|ørekyte|koi|stør|barrakuda|sjøhest|murene|suter|mort|harr|
  steinbit|uer|lange|rognkjeks|lysing|sik|lake|lyr|brosme|multe|hornfisk|pigghå|kolmule""",
  """Lachs|Kabeljau|Dorsch|Schellfisch|Hering|Makrele|Thunfisch|Forelle|Regenbogenforelle|
  Sardine|Sardelle|Scholle|Seezunge|Heilbutt|Seelachs|Köhler|Karpfen|Hecht|Barsch|Aal|Wels|
  Goldfisch|Hai|Weißer Hai|Hammerhai|Schwertfisch|Rochen|Clownfisch|Guppy|Piranha|Kugelfisch|
  Flunder|Steinbutt|Seeteufel|Wolfsbarsch|Brasse|Tilapia|Wittling|Sprotte|Zander|Saibling|
  Elritze|Koi|Stör|Barrakuda|Seepferdchen|Muräne|Schleie|Rotauge|Äsche|Seewolf|Rotbarsch|
  Leng|Seehecht|Felchen|Quappe|Stint|Rotfeder|Meeräsche|Dornhai|Hornhecht|Skalar""")

C("An insect or creepy-crawly", "En insekt eller ett kryp", "Et insekt eller kryp",
  "Ein Insekt oder Krabbeltier",
  """ant|bee|bumblebee|wasp|hornet|fly|housefly|mosquito|gnat|midge|butterfly|moth|caterpillar|
  ladybird|ladybug|beetle|dung beetle|stag beetle|grasshopper|cricket|locust|dragonfly|
  damselfly|cockroach|termite|flea|louse|tick|spider|tarantula|daddy longlegs|scorpion|
  centipede|millipede|woodlouse|earwig|worm|earthworm|snail|slug|firefly|glow-worm|
  praying mantis|stick insect|aphid|bedbug|silverfish|horsefly|mayfly|bluebottle|crane fly|
  pond skater|cicada|maggot|hoverfly|mite|cockchafer|weevil""",
  """myra|bi|humla|geting|bålgeting|fluga|husfluga|mygga|knott|fjäril|nattfjäril|mal|larv|
  nyckelpiga|skalbagge|tordyvel|ekoxe|gräshoppa|syrsa|vandringsgräshoppa|trollslända|
  flickslända|kackerlacka|termit|loppa|lus|fästing|spindel|tarantel|lockespindel|skorpion|
  tusenfoting|gråsugga|tvestjärt|mask|daggmask|snigel|mördarsnigel|lysmask|eldfluga|bönsyrsa|
  vandrande pinne|bladlus|vägglus|silverfisk|broms|dagslända|spyfluga|harkrank|skräddare|
  cikada|blomfluga|kvalster|ollonborre|vivel|fluglarv""",
  """maur|bie|humle|veps|geitehams|flue|husflue|mygg|knott|sommerfugl|møll|nattsvermer|larve|
  marihøne|bille|tordivel|hjortebille|gresshoppe|siriss|vandregresshoppe|øyenstikker|libelle|
  kakerlakk|termitt|loppe|lus|flått|edderkopp|tarantell|vevkjerring|skorpion|skolopender|
  tusenbein|skrukketroll|saksedyr|mark|meitemark|snegle|brunsnegle|ildflue|kneler|
  vandrende pinne|bladlus|veggdyr|sølvkre|klegg|døgnflue|spyflue|stankelbein|vannløper|sikade|
  blomsterflue|midd|oldenborre|snutebille""",
  """Ameise|Biene|Hummel|Wespe|Hornisse|Fliege|Stubenfliege|Mücke|Stechmücke|Schmetterling|
  Falter|Motte|Nachtfalter|Raupe|Marienkäfer|Käfer|Mistkäfer|Hirschkäfer|Heuschrecke|
  Grashüpfer|Grille|Wanderheuschrecke|Libelle|Kakerlake|Schabe|Termite|Floh|Laus|Zecke|Spinne|
  Vogelspinne|Weberknecht|Skorpion|Hundertfüßer|Tausendfüßer|Assel|Kellerassel|Ohrwurm|Wurm|
  Regenwurm|Schnecke|Nacktschnecke|Glühwürmchen|Gottesanbeterin|Stabheuschrecke|Blattlaus|
  Bettwanze|Wanze|Silberfischchen|Bremse|Eintagsfliege|Schmeißfliege|Schnake|Wasserläufer|
  Zikade|Made|Schwebfliege|Milbe|Maikäfer|Kartoffelkäfer|Rüsselkäfer""")

C("A pet", "Ett husdjur", "Et kjæledyr", "Ein Haustier",
  """dog|cat|puppy|kitten|rabbit|bunny|hamster|guinea pig|mouse|rat|gerbil|chinchilla|ferret|
  degu|parrot|budgie|budgerigar|canary|cockatiel|cockatoo|goldfish|fish|guppy|turtle|tortoise|
  snake|lizard|gecko|iguana|bearded dragon|chameleon|frog|axolotl|hermit crab|stick insect|
  tarantula|spider|snail|horse|pony|chicken|hen|duck|goat|pig|mini pig|hedgehog|parakeet|
  lovebird|dove|koi|dwarf rabbit""",
  """hund|katt|valp|kattunge|kanin|hamster|marsvin|mus|råtta|ökenråtta|chinchilla|iller|degu|
  papegoja|undulat|kanariefågel|nymfparakit|kakadua|guldfisk|fisk|akvariefisk|guppy|
  sköldpadda|orm|ödla|gecko|leguan|skäggagam|kameleont|groda|axolotl|eremitkräfta|
  vandrande pinne|fågelspindel|spindel|snigel|häst|ponny|höna|anka|get|gris|minigris|
  igelkott|dvärgpapegoja|duva|koi|dvärgkanin|hundvalp""",
  """hund|katt|valp|kattunge|kanin|hamster|marsvin|mus|rotte|ørkenrotte|chinchilla|ilder|degu|
  papegøye|undulat|kanarifugl|nymfeparakitt|kakadue|gullfisk|fisk|akvariefisk|guppy|
  skilpadde|slange|øgle|gekko|leguan|skjeggagam|kameleon|frosk|aksolotl|eremittkreps|
  vandrende pinne|fugleedderkopp|edderkopp|snegle|hest|ponni|høne|and|geit|gris|minigris|
  pinnsvin|dvergpapegøye|due|koi|dvergkanin|kattepus""",
  """Hund|Katze|Welpe|Kätzchen|Kaninchen|Hase|Hamster|Meerschweinchen|Maus|Ratte|
  Wüstenrennmaus|Rennmaus|Chinchilla|Frettchen|Degu|Papagei|Wellensittich|Kanarienvogel|
  Nymphensittich|Kakadu|Goldfisch|Fisch|Zierfisch|Guppy|Schildkröte|Schlange|Eidechse|Gecko|
  Leguan|Bartagame|Chamäleon|Frosch|Axolotl|Einsiedlerkrebs|Stabheuschrecke|Vogelspinne|
  Spinne|Schnecke|Achatschnecke|Pferd|Pony|Huhn|Ente|Ziege|Schwein|Minischwein|Igel|Taube|Koi|
  Zwergkaninchen|Kater|Mieze""")

C("An animal at the zoo", "Ett djur på zoo", "Et dyr i dyrehagen", "Ein Tier im Zoo",
  """lion|tiger|elephant|giraffe|zebra|monkey|gorilla|chimpanzee|orangutan|baboon|lemur|hippo|
  hippopotamus|rhino|rhinoceros|polar bear|brown bear|bear|panda|giant panda|red panda|
  penguin|seal|sea lion|walrus|flamingo|crocodile|alligator|snake|python|kangaroo|koala|
  wallaby|camel|llama|alpaca|leopard|cheetah|jaguar|puma|wolf|hyena|meerkat|otter|ostrich|emu|
  parrot|peacock|tortoise|giant tortoise|okapi|tapir|sloth|anteater|armadillo|bison|buffalo|
  antelope|gazelle|wildebeest|gnu|reindeer|elk|moose|lynx|snow leopard|iguana|Komodo dragon|
  warthog|capybara|porcupine|owl|eagle|vulture|pelican|gibbon|mandrill|musk ox|wolverine""",
  """lejon|tiger|elefant|giraff|zebra|apa|gorilla|schimpans|orangutang|babian|lemur|flodhäst|
  noshörning|isbjörn|brunbjörn|björn|panda|jättepanda|röd panda|pingvin|säl|sjölejon|valross|
  flamingo|krokodil|alligator|orm|pytonorm|känguru|koala|wallaby|kamel|dromedar|lama|alpacka|
  leopard|gepard|jaguar|puma|varg|hyena|surikat|utter|struts|emu|papegoja|påfågel|sköldpadda|
  jättesköldpadda|okapi|tapir|sengångare|myrslok|bältdjur|bisonoxe|visent|buffel|antilop|
  gasell|gnu|ren|älg|lodjur|snöleopard|leguan|komodovaran|vårtsvin|kapybara|flodsvin|
  piggsvin|uggla|örn|gam|pelikan|gibbon|mandrill|myskoxe|järv|ringsvanslemur""",
  """løve|tiger|elefant|sjiraff|giraff|sebra|ape|gorilla|sjimpanse|orangutang|bavian|lemur|
  flodhest|neshorn|isbjørn|brunbjørn|bjørn|panda|kjempepanda|rødpanda|pingvin|sel|sjøløve|
  hvalross|flamingo|krokodille|alligator|slange|pytonslange|kenguru|koala|wallaby|kamel|
  dromedar|lama|alpakka|leopard|gepard|jaguar|puma|ulv|hyene|surikat|oter|struts|emu|
  papegøye|påfugl|skilpadde|kjempeskilpadde|okapi|tapir|dovendyr|maursluker|beltedyr|bison|
  bøffel|antilope|gaselle|gnu|reinsdyr|elg|gaupe|snøleopard|leguan|komodovaran|vortesvin|
  kapybara|hulepinnsvin|ugle|ørn|gribb|pelikan|gibbon|mandrill|moskus|moskusokse|jerv|
  kattalemur""",
  """Löwe|Tiger|Elefant|Giraffe|Zebra|Affe|Gorilla|Schimpanse|Orang-Utan|Pavian|Lemur|Nilpferd|
  Flusspferd|Nashorn|Eisbär|Braunbär|Bär|Panda|Großer Panda|Roter Panda|Pinguin|Seehund|Robbe|
  Seelöwe|Walross|Flamingo|Krokodil|Alligator|Schlange|Python|Känguru|Koala|Wallaby|Kamel|
  Dromedar|Lama|Alpaka|Leopard|Gepard|Jaguar|Puma|Wolf|Hyäne|Erdmännchen|Otter|Strauß|Emu|
  Papagei|Pfau|Schildkröte|Riesenschildkröte|Okapi|Tapir|Faultier|Ameisenbär|Gürteltier|
  Bison|Wisent|Büffel|Antilope|Gazelle|Gnu|Rentier|Elch|Luchs|Schneeleopard|Leguan|
  Komodowaran|Warzenschwein|Wasserschwein|Capybara|Stachelschwein|Eule|Adler|Geier|Pelikan|
  Gibbon|Mandrill|Moschusochse|Vielfraß""")

C("An animal in the sea", "Ett djur i havet", "Et dyr i havet", "Ein Tier im Meer",
  """fish|shark|whale|blue whale|humpback whale|killer whale|orca|dolphin|porpoise|seal|
  sea lion|walrus|octopus|squid|jellyfish|starfish|sea urchin|crab|lobster|shrimp|prawn|oyster|
  mussel|clam|scallop|sea turtle|turtle|seahorse|stingray|manta ray|eel|moray eel|clownfish|
  cod|salmon|herring|mackerel|tuna|swordfish|plankton|coral|sea anemone|sea cucumber|narwhal|
  beluga|sperm whale|sea otter|penguin|hermit crab|krill|barnacle|sea snail|flounder|
  hammerhead shark|great white shark|pufferfish|anglerfish|sardine|manatee|dugong|sea snake|
  cuttlefish|nautilus|king crab|minke whale""",
  """fisk|haj|val|blåval|knölval|späckhuggare|delfin|tumlare|säl|sjölejon|valross|bläckfisk|
  kalmar|manet|brännmanet|sjöstjärna|sjöborre|krabba|hummer|räka|ostron|mussla|blåmussla|
  kammussla|havssköldpadda|sköldpadda|sjöhäst|rocka|mantarocka|ål|muräna|clownfisk|torsk|lax|
  sill|makrill|tonfisk|svärdfisk|plankton|korall|havsanemon|sjögurka|narval|vitval|kaskelot|
  havsutter|pingvin|eremitkräfta|krill|havstulpan|snäcka|flundra|hammarhaj|vithaj|blåsfisk|
  marulk|sardin|sjöko|dugong|havsorm|sepia|nautilus|kungskrabba|vikval|knubbsäl|
  gråsäl""",
  """fisk|hai|hval|blåhval|knølhval|spekkhogger|delfin|nise|sel|sjøløve|hvalross|blekksprut|
  akkar|manet|brennmanet|sjøstjerne|kråkebolle|krabbe|hummer|reke|østers|blåskjell|skjell|
  kamskjell|havskilpadde|skilpadde|sjøhest|rokke|mantarokke|ål|murene|klovnefisk|torsk|laks|
  sild|makrell|tunfisk|sverdfisk|plankton|korall|sjøanemone|sjøpølse|narhval|hvithval|
  spermhval|sjøoter|pingvin|eremittkreps|krill|rur|snegle|flyndre|hammerhai|hvithai|kulefisk|
  breiflabb|sardin|sjøku|havslange|sepia|nautilus|kongekrabbe|vågehval|steinbit|steinkobbe|
  havert|kobbe""",
  """Fisch|Hai|Wal|Blauwal|Buckelwal|Schwertwal|Orca|Delfin|Schweinswal|Seehund|Robbe|Seelöwe|
  Walross|Krake|Oktopus|Tintenfisch|Kalmar|Qualle|Seestern|Seeigel|Krebs|Krabbe|Hummer|Garnele|
  Auster|Muschel|Miesmuschel|Jakobsmuschel|Meeresschildkröte|Schildkröte|Seepferdchen|Rochen|
  Mantarochen|Aal|Muräne|Clownfisch|Kabeljau|Lachs|Hering|Makrele|Thunfisch|Schwertfisch|
  Plankton|Koralle|Seeanemone|Seegurke|Narwal|Beluga|Pottwal|Seeotter|Pinguin|
  Einsiedlerkrebs|Krill|Seepocke|Meeresschnecke|Flunder|Hammerhai|Weißer Hai|Kugelfisch|
  Anglerfisch|Sardine|Seekuh|Dugong|Seeschlange|Sepia|Nautilus|Scholle|Königskrabbe|Zwergwal|
  Kegelrobbe""")

C("An animal in the forest", "Ett djur i skogen", "Et dyr i skogen", "Ein Tier im Wald",
  """deer|roe deer|red deer|fallow deer|elk|moose|fox|red fox|wolf|bear|brown bear|hare|rabbit|
  squirrel|red squirrel|owl|woodpecker|badger|hedgehog|wild boar|lynx|wolverine|marten|
  pine marten|stoat|weasel|mink|mouse|vole|shrew|mole|bat|frog|toad|snake|adder|grass snake|
  lizard|slow worm|ant|beetle|spider|tick|raccoon|skunk|porcupine|chipmunk|beaver|otter|
  capercaillie|black grouse|jay|crow|raven|cuckoo|wildcat|mosquito|dormouse|stag|bird""",
  """rådjur|kronhjort|hjort|dovhjort|älg|räv|varg|björn|brunbjörn|hare|skogshare|kanin|ekorre|
  uggla|hackspett|grävling|igelkott|vildsvin|lodjur|järv|mård|hermelin|vessla|mink|mus|
  skogsmus|sork|näbbmus|mullvad|fladdermus|groda|padda|orm|huggorm|snok|ödla|kopparödla|myra|
  skalbagge|spindel|fästing|tvättbjörn|skunk|piggsvin|jordekorre|bäver|utter|tjäder|orre|
  nötskrika|kråka|korp|gök|vildkatt|mygga|järpe|fågel|berguv""",
  """rådyr|hjort|dåhjort|elg|rev|ulv|bjørn|brunbjørn|hare|kanin|ekorn|ugle|hakkespett|grevling|
  pinnsvin|villsvin|gaupe|jerv|mår|røyskatt|snømus|mink|mus|skogmus|markmus|spissmus|muldvarp|
  flaggermus|frosk|padde|slange|hoggorm|snok|øgle|stålorm|maur|bille|edderkopp|flått|
  vaskebjørn|skunk|piggsvin|jordekorn|bever|oter|storfugl|tiur|orrfugl|nøtteskrike|kråke|
  ravn|gjøk|villkatt|mygg|jerpe|fugl|hubro|kongeørn""",
  """Reh|Hirsch|Rothirsch|Damhirsch|Elch|Fuchs|Wolf|Bär|Braunbär|Hase|Feldhase|Kaninchen|
  Eichhörnchen|Eule|Uhu|Specht|Dachs|Igel|Wildschwein|Luchs|Vielfraß|Marder|Baummarder|
  Hermelin|Wiesel|Nerz|Maus|Waldmaus|Wühlmaus|Spitzmaus|Maulwurf|Fledermaus|Frosch|Kröte|
  Schlange|Kreuzotter|Ringelnatter|Eidechse|Blindschleiche|Ameise|Käfer|Spinne|Zecke|Waschbär|
  Stinktier|Stachelschwein|Streifenhörnchen|Biber|Fischotter|Auerhahn|Birkhuhn|Eichelhäher|
  Krähe|Rabe|Kuckuck|Wildkatze|Mücke|Haselhuhn|Siebenschläfer|Vogel|Waldkauz""")

# --------------------------------------------------------------------------- people
C("A body part", "En kroppsdel", "En kroppsdel", "Ein Körperteil",
  """head|hair|face|eye|eyebrow|eyelash|eyelid|ear|nose|mouth|lip|tongue|tooth|chin|cheek|
  forehead|jaw|neck|throat|shoulder|arm|elbow|wrist|hand|palm|finger|thumb|nail|fingernail|
  chest|back|stomach|belly|tummy|belly button|navel|waist|hip|bottom|bum|leg|thigh|knee|shin|
  calf|ankle|foot|heel|toe|big toe|skin|bone|skull|spine|rib|heart|lung|liver|kidney|brain|
  muscle|blood|armpit|temple|nostril|gums|little finger|index finger|sole|Adam's apple|
  eyeball|pupil|intestine|bladder|kneecap|toenail""",
  """huvud|hår|ansikte|öga|ögonbryn|ögonfrans|ögonlock|öra|näsa|mun|läpp|tunga|tand|haka|kind|
  panna|käke|hals|nacke|strupe|axel|arm|armbåge|handled|hand|handflata|finger|tumme|nagel|
  bröst|bröstkorg|rygg|mage|navel|midja|höft|rumpa|stjärt|ben|lår|knä|smalben|vad|fotled|fot|
  häl|tå|stortå|hud|skelett|skalle|kranium|ryggrad|revben|hjärta|lunga|lever|njure|hjärna|
  muskel|blod|armhåla|tinning|näsborre|tandkött|lillfinger|pekfinger|fotsula|adamsäpple|
  ögonglob|pupill|tarm|urinblåsa|ljumske|vrist|knäskål|tånagel""",
  """hode|hår|ansikt|øye|øyenbryn|øyevippe|øyelokk|øre|nese|munn|leppe|tunge|tann|hake|kinn|
  panne|kjeve|hals|nakke|strupe|skulder|arm|albue|håndledd|hånd|håndflate|finger|tommel|
  tommelfinger|negl|bryst|brystkasse|rygg|mage|navle|midje|hofte|rumpe|bein|ben|lår|kne|legg|
  ankel|fot|hæl|tå|stortå|hud|skjelett|hodeskalle|ryggrad|ribbein|hjerte|lunge|lever|nyre|
  hjerne|muskel|blod|armhule|tinning|nesebor|tannkjøtt|lillefinger|pekefinger|fotsåle|
  adamseple|øyeeple|pupill|tarm|urinblære|lyske|vrist|kneskål|tånegl""",
  """Kopf|Haar|Haare|Gesicht|Auge|Augenbraue|Wimper|Augenlid|Ohr|Nase|Mund|Lippe|Zunge|Zahn|
  Kinn|Wange|Backe|Stirn|Kiefer|Hals|Nacken|Kehle|Schulter|Arm|Ellbogen|Ellenbogen|Handgelenk|
  Hand|Handfläche|Finger|Daumen|Fingernagel|Nagel|Brust|Brustkorb|Rücken|Bauch|Bauchnabel|
  Taille|Hüfte|Po|Hintern|Bein|Oberschenkel|Knie|Schienbein|Wade|Knöchel|Fuß|Ferse|Zeh|
  großer Zeh|Haut|Knochen|Skelett|Schädel|Wirbelsäule|Rippe|Herz|Lunge|Leber|Niere|Gehirn|
  Muskel|Blut|Magen|Achselhöhle|Schläfe|Nasenloch|Zahnfleisch|kleiner Finger|
  Zeigefinger|Fußsohle|Adamsapfel|Augapfel|Pupille|Darm|Blase|Kniescheibe|Zehennagel""")

C("An item of clothing", "Ett klädesplagg", "Et klesplagg", "Ein Kleidungsstück",
  """shirt|T-shirt|blouse|top|jumper|sweater|pullover|cardigan|hoodie|sweatshirt|jacket|coat|
  raincoat|fleece|waistcoat|vest|suit|blazer|trousers|pants|jeans|shorts|leggings|tights|skirt|
  dress|socks|underpants|underwear|knickers|boxer shorts|bra|pyjamas|nightdress|dressing gown|
  bathrobe|swimsuit|bikini|swimming trunks|hat|cap|beanie|scarf|gloves|mittens|tie|bow tie|
  belt|shoes|boots|trainers|sneakers|sandals|slippers|overalls|dungarees|tracksuit|joggers|
  polo shirt|tank top|poncho|apron|uniform|kilt|onesie|jumpsuit|tuxedo|cape|anorak|
  down jacket|tracksuit bottoms""",
  """skjorta|t-shirt|blus|linne|topp|tröja|kofta|luvtröja|hoodie|collegetröja|jacka|kappa|rock|
  regnjacka|regnrock|fleece|fleecetröja|väst|kostym|kavaj|byxor|jeans|shorts|leggings|
  strumpbyxor|kjol|klänning|strumpor|kalsonger|trosor|underkläder|bh|pyjamas|nattlinne|
  morgonrock|baddräkt|bikini|badbyxor|mössa|keps|hatt|halsduk|sjal|vantar|handskar|slips|
  fluga|bälte|skärp|skor|stövlar|gympaskor|sneakers|sandaler|tofflor|overall|hängselbyxor|
  träningsoverall|mjukisbyxor|pikétröja|poncho|förkläde|uniform|kilt|onesie|smoking|cape|
  anorak|dunjacka|polotröja|tajts|folkdräkt""",
  """skjorte|t-skjorte|bluse|topp|genser|ullgenser|strikkejakke|hettegenser|collegegenser|
  jakke|kåpe|frakk|regnjakke|regnfrakk|fleece|fleecejakke|vest|dress|blazer|bukse|olabukse|
  jeans|shorts|leggings|strømpebukse|skjørt|kjole|sokker|underbukse|truse|undertøy|BH|pysj|
  pyjamas|nattkjole|morgenkåpe|badedrakt|bikini|badebukse|lue|caps|hatt|skjerf|sjal|votter|
  hansker|slips|sløyfe|belte|sko|støvler|joggesko|sandaler|tøfler|kjeledress|heldress|overall|
  selebukse|treningsdress|joggebukse|poloskjorte|singlet|poncho|forkle|uniform|kilt|onepiece|
  smoking|kappe|bunad|ullundertøy|anorakk|boblejakke|dunjakke|vindjakke|treningsbukse""",
  """Hemd|T-Shirt|Bluse|Top|Pullover|Pulli|Strickjacke|Hoodie|Kapuzenpullover|Sweatshirt|Jacke|
  Mantel|Regenjacke|Regenmantel|Fleecejacke|Weste|Anzug|Sakko|Blazer|Hose|Jeans|Shorts|
  kurze Hose|Leggings|Strumpfhose|Rock|Kleid|Socken|Strümpfe|Unterhose|Slip|Unterwäsche|BH|
  Schlafanzug|Pyjama|Nachthemd|Bademantel|Morgenmantel|Badeanzug|Bikini|Badehose|Mütze|Kappe|
  Baseballkappe|Hut|Schal|Halstuch|Handschuhe|Fäustlinge|Krawatte|Fliege|Gürtel|Schuhe|
  Stiefel|Turnschuhe|Sneaker|Sandalen|Hausschuhe|Latzhose|Overall|Trainingsanzug|
  Jogginghose|Poloshirt|Unterhemd|Poncho|Schürze|Uniform|Kilt|Jumpsuit|Smoking|Umhang|Dirndl|
  Lederhose|Daunenjacke|Anorak|Tanktop""")

C("Something you wear in winter", "Något man har på sig på vintern",
  "Noe man har på seg om vinteren", "Etwas, das man im Winter trägt",
  """hat|woolly hat|beanie|bobble hat|scarf|gloves|mittens|coat|winter coat|jacket|down jacket|
  puffer jacket|parka|anorak|ski jacket|ski trousers|ski pants|snowsuit|jumper|sweater|
  woolly jumper|fleece|thermal underwear|long johns|thick socks|wool socks|boots|snow boots|
  winter boots|earmuffs|balaclava|neck warmer|snood|hood|cardigan|tights|hoodie|ski goggles|
  ski boots|skates|fur hat|shawl|leg warmers|Christmas jumper|turtleneck|headband|
  waterproof trousers|ice grips""",
  """mössa|luva|toppluva|halsduk|vantar|tumvantar|handskar|täckjacka|vinterjacka|jacka|
  dunjacka|parkas|anorak|skidjacka|skidbyxor|täckbyxor|overall|vinteroverall|tröja|ylletröja|
  stickad tröja|fleece|långkalsonger|underställ|raggsockor|yllestrumpor|tjocka strumpor|kängor|
  vinterkängor|vinterskor|stövlar|öronmuffar|rånarluva|halsvärmare|tubhalsduk|huva|kofta|
  strumpbyxor|hoodie|skidglasögon|pjäxor|skridskor|pälsmössa|päls|sjal|benvärmare|jultröja|
  polotröja|vinterkappa|lovikkavantar|pannband|broddar""",
  """lue|topplue|skjerf|votter|hansker|vinterjakke|jakke|dunjakke|boblejakke|parkas|anorakk|
  skijakke|skibukse|vinterdress|flyverdress|genser|ullgenser|strikkegenser|fleece|ullundertøy|
  superundertøy|stillongs|ullsokker|tykke sokker|raggsokker|vintersko|vinterstøvler|støvler|
  øreklokker|balaklava|hals|buff|hette|strikkejakke|strømpebukse|hettegenser|skibriller|
  skisko|skøyter|pelslue|pels|sjal|leggvarmere|julegenser|rullekragegenser|lusekofte|brodder|
  vinterkåpe|pannebånd|ullvotter|termodress""",
  """Mütze|Wollmütze|Bommelmütze|Schal|Handschuhe|Fäustlinge|Winterjacke|Jacke|Mantel|
  Wintermantel|Daunenjacke|Steppjacke|Parka|Anorak|Skijacke|Skihose|Schneeanzug|Pullover|
  Wollpullover|Strickpullover|Fleecejacke|lange Unterhose|Thermounterwäsche|dicke Socken|
  Wollsocken|Stiefel|Winterstiefel|Schneestiefel|Winterschuhe|Ohrenschützer|Sturmhaube|
  Halswärmer|Loop-Schal|Kapuze|Strickjacke|Strumpfhose|Kapuzenpullover|Skibrille|Skischuhe|
  Schlittschuhe|Pelzmütze|Pelzmantel|Stirnband|Stulpen|Rollkragenpullover|Weihnachtspullover|
  Schneehose|Thermohose|Fellstiefel""")

C("A job", "Ett yrke", "Et yrke", "Ein Beruf",
  """teacher|doctor|nurse|dentist|police officer|policeman|policewoman|firefighter|fireman|
  pilot|astronaut|farmer|baker|butcher|chef|cook|waiter|waitress|shop assistant|cashier|
  hairdresser|barber|plumber|electrician|carpenter|builder|painter|mechanic|
  engineer|architect|lawyer|judge|vet|veterinarian|scientist|journalist|writer|author|artist|
  musician|singer|actor|dancer|photographer|postman|postwoman|bus driver|taxi driver|
  lorry driver|truck driver|train driver|soldier|sailor|fisherman|gardener|cleaner|secretary|
  accountant|programmer|librarian|pharmacist|paramedic|midwife|priest|
  optician|surgeon|professor|zookeeper|lifeguard|lumberjack|
  caretaker|janitor|nanny|psychologist|florist|model|
  security guard|flight attendant|chimney sweep|
  head teacher""",
  """lärare|läkare|doktor|sjuksköterska|tandläkare|polis|brandman|pilot|astronaut|bonde|
  lantbrukare|bagare|slaktare|kock|servitör|servitris|expedit|butiksbiträde|kassörska|frisör|rörmokare|elektriker|snickare|byggarbetare|målare|
  mekaniker|bilmekaniker|ingenjör|arkitekt|advokat|jurist|domare|veterinär|forskare|journalist|
  författare|konstnär|musiker|sångare|skådespelare|dansare|fotograf|brevbärare|busschaufför|
  bussförare|taxichaufför|lastbilschaufför|lokförare|soldat|sjöman|fiskare|trädgårdsmästare|
  städare|sekreterare|programmerare|bibliotekarie|apotekare|
  ambulanssjukvårdare|barnmorska|präst|optiker|kirurg|professor|säljare|djurskötare|livräddare|skogshuggare|vaktmästare|barnskötare|förskollärare|psykolog|florist|modell|väktare|flygvärdinna|flygvärd|sotare|
  undersköterska|rektor|chaufför""",
  """lærer|lege|doktor|sykepleier|tannlege|politi|politimann|politibetjent|brannmann|pilot|
  astronaut|bonde|baker|slakter|kokk|servitør|ekspeditør|butikkmedarbeider|kasserer|frisør|rørlegger|elektriker|snekker|tømrer|bygningsarbeider|maler|mekaniker|
  bilmekaniker|ingeniør|arkitekt|advokat|dommer|veterinær|forsker|journalist|forfatter|
  kunstner|musiker|sanger|skuespiller|danser|fotograf|postbud|bussjåfør|taxisjåfør|
  drosjesjåfør|lastebilsjåfør|lokfører|soldat|sjømann|fisker|gartner|renholder|vaskehjelp|
  sekretær|programmerer|bibliotekar|farmasøyt|apoteker|
  ambulansearbeider|jordmor|prest|optiker|kirurg|professor|selger|
  dyrepasser|livredder|tømmerhogger|vaktmester|barnehagelærer|psykolog|florist|modell|
  vekter|flyvertinne|feier|helsefagarbeider|
  rektor|sjåfør""",
  """Lehrer|Lehrerin|Arzt|Ärztin|Doktor|Krankenpfleger|Krankenschwester|Zahnarzt|
  Polizist|Polizistin|Feuerwehrmann|Pilot|Astronaut|Bauer|Landwirt|Bäcker|Metzger|Fleischer|
  Koch|Köchin|Kellner|Kellnerin|Verkäufer|Verkäuferin|Kassiererin|Friseur|Friseurin|
  Klempner|Elektriker|Tischler|Schreiner|Zimmermann|Bauarbeiter|Maurer|Maler|
  Mechaniker|Ingenieur|Architekt|Anwalt|Richter|Tierarzt|
  Wissenschaftler|Journalist|Schriftsteller|Künstler|Musiker|Sänger|
  Schauspieler|Tänzer|Fotograf|Briefträger|Postbote|Busfahrer|Taxifahrer|Lkw-Fahrer|
  Lokführer|Soldat|Seemann|Fischer|Gärtner|Putzkraft|
  Sekretärin|Programmierer|Bibliothekar|Apotheker|
  Sanitäter|Hebamme|Pfarrer|Optiker|Chirurg|Professor|Tierpfleger|Rettungsschwimmer|Holzfäller|Hausmeister|Erzieher|
  Erzieherin|
  Stewardess|Flugbegleiter|Schornsteinfeger""")

C("A family member", "En familjemedlem", "Et familiemedlem", "Ein Familienmitglied",
  """mother|mum|mom|father|dad|parent|sister|brother|sibling|grandmother|grandma|granny|nan|
  grandfather|grandpa|granddad|grandparent|aunt|auntie|uncle|cousin|niece|nephew|son|daughter|
  child|baby|wife|husband|stepmother|stepfather|stepbrother|stepsister|half-brother|
  half-sister|twin|great-grandmother|great-grandfather|grandson|granddaughter|grandchild|
  mother-in-law|father-in-law|brother-in-law|sister-in-law|godmother|godfather|stepmum|
  stepdad|great-aunt|great-uncle""",
  """mamma|mor|pappa|far|förälder|syster|bror|syskon|mormor|farmor|morfar|farfar|moster|
  faster|morbror|farbror|kusin|brorson|brorsdotter|systerson|systerdotter|son|dotter|barn|
  bebis|fru|hustru|man|make|maka|sambo|styvmor|bonusmamma|styvfar|bonuspappa|styvbror|
  styvsyster|halvbror|halvsyster|tvilling|gammelmormor|gammelfarfar|gammelfarmor|gammelmorfar|
  barnbarn|svärmor|svärfar|svåger|svägerska|gudmor|gudfar|farförälder|morförälder|
  bonusbarn|storebror|lillasyster|lillebror|storasyster""",
  """mamma|mor|pappa|far|forelder|søster|bror|søsken|mormor|farmor|morfar|farfar|bestemor|
  bestefar|besteforelder|tante|onkel|fetter|kusine|nevø|niese|sønn|datter|barn|baby|kone|
  ektemann|mann|samboer|stemor|stefar|bonusmamma|bonuspappa|stebror|stesøster|halvbror|
  halvsøster|tvilling|oldemor|oldefar|barnebarn|svigermor|svigerfar|svoger|svigerinne|gudmor|
  gudfar|oldebarn|storebror|lillesøster|lillebror|storesøster|grandtante|grandonkel""",
  """Mutter|Mama|Vater|Papa|Elternteil|Schwester|Bruder|Geschwister|Großmutter|Oma|Großvater|
  Opa|Großeltern|Tante|Onkel|Cousin|Cousine|Neffe|Nichte|Sohn|Tochter|Kind|Baby|Ehefrau|
  Frau|Ehemann|Mann|Stiefmutter|Stiefvater|Stiefbruder|Stiefschwester|Halbbruder|
  Halbschwester|Zwilling|Urgroßmutter|Uroma|Urgroßvater|Uropa|Enkel|Enkelin|Enkelkind|
  Schwiegermutter|Schwiegervater|Schwager|Schwägerin|Patentante|Patenonkel|Großtante|
  Großonkel|Eltern""")

# --------------------------------------------------------------------------- school, sport, play
C("A school subject", "Ett skolämne", "Et skolefag", "Ein Schulfach",
  """maths|math|mathematics|English|history|geography|science|biology|chemistry|physics|art|
  music|PE|physical education|sport|drama|religious education|RE|religion|French|German|
  Spanish|Latin|computing|ICT|IT|computer science|design and technology|technology|
  home economics|cooking|food technology|woodwork|economics|business studies|psychology|
  philosophy|sociology|citizenship|social studies|civics|literature|reading|writing|spelling|
  Italian|Chinese|PSHE""",
  """matte|matematik|svenska|engelska|historia|geografi|samhällskunskap|SO|NO|biologi|kemi|
  fysik|bild|musik|idrott|idrott och hälsa|gympa|slöjd|träslöjd|textilslöjd|hemkunskap|
  religion|religionskunskap|teknik|franska|tyska|spanska|latin|programmering|ekonomi|
  företagsekonomi|psykologi|filosofi|sociologi|modersmål|drama|naturkunskap|juridik|
  moderna språk|svenska som andraspråk|läsning|kinesiska|italienska|teater""",
  """matte|matematikk|norsk|engelsk|historie|geografi|samfunnsfag|naturfag|biologi|kjemi|
  fysikk|kunst og håndverk|forming|musikk|gym|kroppsøving|mat og helse|heimkunnskap|KRLE|
  religion|teknologi|fransk|tysk|spansk|latin|programmering|økonomi|psykologi|filosofi|
  sosiologi|rettslære|drama|nynorsk|sidemål|IT|valgfag|arbeidslivsfag|samfunnskunnskap|
  håndarbeid|sløyd|kinesisk|italiensk|entreprenørskap""",
  """Mathe|Mathematik|Deutsch|Englisch|Geschichte|Erdkunde|Geografie|Sachkunde|Sachunterricht|
  Biologie|Bio|Chemie|Physik|Kunst|Musik|Sport|Turnen|Religion|Ethik|Französisch|Spanisch|
  Latein|Informatik|Technik|Werken|Hauswirtschaft|Wirtschaft|Politik|Sozialkunde|
  Gemeinschaftskunde|Psychologie|Philosophie|Darstellendes Spiel|Textiles Gestalten|
  Handarbeit|Russisch|Italienisch|Naturwissenschaften|Lesen|Schreiben|Chinesisch|
  Altgriechisch|Kochen""")

C("Something in a pencil case", "Något i pennfodralet", "Noe i pennalet", "Etwas im Federmäppchen",
  """pencil|pen|ballpoint pen|biro|felt-tip pen|felt tip|marker|highlighter|crayon|
  coloured pencil|colouring pencil|rubber|eraser|sharpener|pencil sharpener|ruler|scissors|
  glue stick|glue|compass|protractor|set square|calculator|correction fluid|Tipp-Ex|
  correction tape|fountain pen|ink cartridge|mechanical pencil|pencil lead|paper clip|
  stapler|staples|sticky notes|chalk|paintbrush|USB stick|gel pen|whiteboard marker|
  sticky tape|Sellotape|fineliner|pencil grip""",
  """blyertspenna|penna|kulspetspenna|kulspets|tuschpenna|tusch|märkpenna|
  överstrykningspenna|färgkrita|krita|färgpenna|suddgummi|sudd|radergummi|pennvässare|vässare|
  linjal|sax|limstift|lim|passare|gradskiva|miniräknare|korrigeringspenna|tippex|
  korrigeringsroller|reservoarpenna|bläckpatron|stiftpenna|stift|gem|häftapparat|
  häftklammer|post-it-lappar|pensel|usb-minne|gelpenna|whiteboardpenna|tejp|fineliner|
  oljepastellkrita|vaxkrita""",
  """blyant|penn|kulepenn|tusj|tusjpenn|merkepenn|markeringspenn|fargestift|fargeblyant|
  kritt|viskelær|blyantspisser|spisser|linjal|saks|limstift|lim|passer|gradskive|kalkulator|
  korrekturlakk|fyllepenn|blekkpatron|stiftblyant|blyantstift|binders|stiftemaskin|stifter|
  post-it-lapper|gule lapper|pensel|minnepinne|gelpenn|whiteboardtusj|tape|teip|fineliner|
  fargekritt|oljekritt|voksstift|geometrisett|trekant""",
  """Bleistift|Stift|Kugelschreiber|Kuli|Filzstift|Fasermaler|Textmarker|Wachsmalstift|
  Buntstift|Radiergummi|Radierer|Anspitzer|Spitzer|Bleistiftspitzer|Lineal|Geodreieck|
  Schere|Klebestift|Kleber|Zirkel|Winkelmesser|Taschenrechner|Tintenkiller|Tintenlöscher|
  Korrekturstift|Tipp-Ex|Korrekturroller|Füller|Füllfederhalter|Tintenpatrone|Patrone|
  Druckbleistift|Bleistiftmine|Büroklammer|Tacker|Heftklammer|Haftnotizen|Pinsel|USB-Stick|
  Gelstift|Tesafilm|Klebeband|Fineliner|Kreide|Ölkreide|Folienstift""")

C("Something in a classroom", "Något i klassrummet", "Noe i klasserommet",
  "Etwas im Klassenzimmer",
  """desk|chair|table|blackboard|whiteboard|smartboard|interactive whiteboard|chalk|
  board pen|teacher|pupil|student|book|textbook|exercise book|notebook|pencil|pen|ruler|
  eraser|map|globe|clock|calendar|poster|projector|computer|laptop|tablet|bookshelf|cupboard|
  bin|window|door|noticeboard|pencil sharpener|scissors|glue|paper|schoolbag|backpack|
  coat hook|timetable|sink|plant|dictionary|calculator|teacher's desk|radiator|curtains|
  blinds|speaker|smoke alarm|crayons|board rubber|register""",
  """bänk|skolbänk|stol|bord|svarta tavlan|tavla|whiteboard|smartboard|krita|whiteboardpenna|
  lärare|fröken|elev|bok|lärobok|skrivbok|anteckningsbok|penna|blyertspenna|linjal|suddgummi|
  karta|jordglob|glob|klocka|kalender|affisch|projektor|dator|laptop|surfplatta|bokhylla|skåp|
  papperskorg|fönster|dörr|anslagstavla|vässare|sax|lim|papper|ryggsäck|skolväska|klädkrok|
  schema|handfat|krukväxt|ordbok|miniräknare|kateder|element|gardiner|persienner|högtalare|
  brandvarnare|kritor|tavelsudd|magister""",
  """pult|stol|bord|tavle|krittavle|whiteboard|smartboard|kritt|tavlesvamp|lærer|elev|bok|
  lærebok|skrivebok|notatbok|kladdebok|blyant|penn|linjal|viskelær|kart|globus|klokke|
  kalender|plakat|projektor|datamaskin|PC|nettbrett|bokhylle|skap|søppelbøtte|vindu|dør|
  oppslagstavle|blyantspisser|saks|lim|papir|sekk|skolesekk|ryggsekk|knagg|timeplan|vask|
  potteplante|ordbok|kalkulator|kateter|panelovn|gardiner|persienner|høyttaler|brannalarm|
  fargestifter|tavlekost|lærerbord""",
  """Tisch|Schultisch|Lehrerpult|Pult|Stuhl|Tafel|Kreidetafel|Whiteboard|Smartboard|Kreide|
  Schwamm|Tafelschwamm|Lehrer|Lehrerin|Schüler|Schülerin|Buch|Schulbuch|Heft|Schulheft|Block|
  Bleistift|Kuli|Lineal|Radiergummi|Landkarte|Karte|Globus|Uhr|Kalender|Poster|Plakat|Beamer|
  Projektor|Computer|Laptop|Tablet|Bücherregal|Regal|Schrank|Mülleimer|Papierkorb|Fenster|
  Tür|Pinnwand|Anspitzer|Schere|Kleber|Papier|Schulranzen|Ranzen|Rucksack|Schultasche|Haken|
  Stundenplan|Waschbecken|Pflanze|Wörterbuch|Taschenrechner|Heizung|Vorhänge|Jalousien|
  Lautsprecher|Rauchmelder|Buntstifte|Overheadprojektor|Klassenbuch""")

C("A sport", "En sport", "En idrett", "Eine Sportart",
  """football|soccer|basketball|tennis|golf|swimming|running|athletics|cycling|skiing|
  ice hockey|hockey|field hockey|handball|volleyball|beach volleyball|badminton|table tennis|
  ping-pong|rugby|cricket|baseball|American football|boxing|wrestling|judo|karate|
  taekwondo|fencing|gymnastics|horse riding|sailing|rowing|canoeing|kayaking|
  surfing|windsurfing|diving|water polo|skateboarding|snowboarding|
  figure skating|speed skating|curling|biathlon|cross-country skiing|ski jumping|triathlon|
  marathon|orienteering|climbing|bouldering|archery|shooting|darts|snooker|pool|billiards|
  bowling|squash|padel|floorball|bandy|netball|weightlifting|motor racing|
  Formula 1|motocross|mountain biking|BMX|high jump|long jump|pole vault|javelin|
  discus|shot put|hurdles|sprint|dancing|rounders""",
  """fotboll|basket|basketboll|tennis|golf|simning|löpning|friidrott|cykling|skidåkning|
  längdskidåkning|utförsåkning|slalom|ishockey|hockey|handboll|volleyboll|
  beachvolleyboll|badminton|bordtennis|pingis|rugby|cricket|baseboll|brännboll|
  amerikansk fotboll|boxning|brottning|judo|karate|taekwondo|fäktning|gymnastik|ridning|segling|rodd|kanot|kajak|surfing|vindsurfing|simhopp|vattenpolo|
  skateboard|snowboard|konståkning|skridskoåkning|curling|skidskytte|backhoppning|triathlon|
  maraton|orientering|klättring|bågskytte|skytte|dart|snooker|biljard|bowling|
  squash|padel|innebandy|bandy|tyngdlyftning|motorsport|formel 1|motocross|
  mountainbike|bmx|höjdhopp|längdhopp|stavhopp|spjutkastning|diskus|kulstötning|
  häcklöpning|sprint|dans|frisbee|trav""",
  """fotball|basketball|basket|tennis|golf|svømming|løping|friidrett|sykling|ski|skiløping|
  langrenn|alpint|slalåm|ishockey|hockey|håndball|volleyball|sandvolleyball|
  badminton|bordtennis|pingpong|rugby|cricket|baseball|slåball|amerikansk fotball|boksing|
  bryting|judo|karate|taekwondo|fekting|turn|ridning|seiling|roing|padling|kano|
  kajakk|surfing|stup|skateboard|snøbrett|kunstløp|skøyter|
  skøyteløp|curling|skiskyting|hopp|skihopp|triatlon|maraton|orientering|klatring|
  bueskyting|biljard|bowling|squash|padel|innebandy|bandy|
  vektløfting|motorsport|formel 1|motocross|terrengsykling|BMX|høydehopp|lengdehopp|
  stavsprang|spydkast|diskos|kulestøt|hekkeløp|sprint|dans|frisbee|trav|telemark""",
  """Fußball|Basketball|Tennis|Golf|Schwimmen|Laufen|Joggen|Leichtathletik|Radfahren|Skifahren|Langlauf|Slalom|Eishockey|Hockey|Handball|
  Volleyball|Beachvolleyball|Badminton|Federball|Tischtennis|Pingpong|Rugby|Cricket|Baseball|
  American Football|Boxen|Ringen|Judo|Karate|Taekwondo|Fechten|Turnen|Gymnastik|Reiten|Segeln|Rudern|Kanu|Kajak|Surfen|Windsurfen|Turmspringen|Wasserball|Skateboarden|Snowboarden|Eiskunstlauf|Eisschnelllauf|
  Schlittschuhlaufen|Curling|Biathlon|Skispringen|Triathlon|Marathon|Orientierungslauf|
  Klettern|Bogenschießen|Darts|Snooker|Billard|Bowling|Kegeln|Squash|Padel|
  Unihockey|Gewichtheben|Motorsport|Formel 1|Motocross|Mountainbiken|BMX|Hochsprung|Weitsprung|Stabhochsprung|Speerwurf|Diskuswurf|Kugelstoßen|Hürdenlauf|
  Sprint|Tanzen|Frisbee|Rodeln""")

C("A winter sport", "En vintersport", "En vinteridrett", "Eine Wintersportart",
  """skiing|alpine skiing|downhill skiing|cross-country skiing|ski jumping|slalom|
  giant slalom|super-G|downhill|snowboarding|freestyle skiing|moguls|biathlon|
  Nordic combined|ice hockey|figure skating|speed skating|short track|ice skating|skating|
  curling|bobsleigh|bobsled|luge|skeleton|sledging|tobogganing|bandy|ice climbing|
  ice fishing|snowshoeing|ski touring|telemark|dog sledding|snowmobiling|ice dancing|
  ski cross|snowkiting|ski mountaineering|sledding|ski orienteering""",
  """skidåkning|utförsåkning|alpin skidåkning|längdskidåkning|längdåkning|backhoppning|slalom|
  storslalom|super-G|störtlopp|snowboard|freestyle|puckelpist|skidskytte|nordisk kombination|
  ishockey|konståkning|skridskoåkning|skridskolöpning|hastighetsåkning|short track|curling|
  bob|rodel|kälkåkning|pulkaåkning|skeleton|bandy|isklättring|pimpelfiske|isfiske|
  snöskovandring|topptur|telemark|hundspann|snöskoter|isdans|skicross|långfärdsskridsko|
  skidorientering|skidor|skridskor""",
  """ski|skiløping|alpint|utfor|langrenn|hopp|skihopp|slalåm|storslalåm|super-G|snøbrett|
  freestyle|kulekjøring|skiskyting|kombinert|ishockey|kunstløp|skøyteløp|kortbane|skøyter|
  curling|bob|aking|kjelkeløp|skeleton|bandy|isklatring|isfiske|pilking|trugegåing|topptur|
  telemark|hundekjøring|snøscooter|isdans|skicross|skiorientering|randonee|turløp|
  kjelkehockey|skøytetur""",
  """Skifahren|Ski alpin|Abfahrtslauf|Abfahrt|Langlauf|Skilanglauf|Skispringen|Slalom|
  Riesenslalom|Super-G|Snowboarden|Freestyle-Skiing|Buckelpiste|Biathlon|
  Nordische Kombination|Eishockey|Eiskunstlauf|Eisschnelllauf|Shorttrack|
  Schlittschuhlaufen|Eislaufen|Curling|Bob|Bobfahren|Rodeln|Schlittenfahren|Skeleton|Bandy|
  Eisklettern|Eisfischen|Schneeschuhwandern|Skitouren|Telemark|Hundeschlittenrennen|
  Eistanz|Skicross|Eisstockschießen|Skibergsteigen|Snowkiten|Rennrodeln|Skilaufen|
  Ski-Orientierungslauf""")

C("A board game", "Ett brädspel", "Et brettspill", "Ein Brettspiel",
  """chess|draughts|checkers|Monopoly|Scrabble|backgammon|Cluedo|Clue|Risk|Go|Catan|
  Settlers of Catan|Ticket to Ride|Snakes and Ladders|Ludo|Trivial Pursuit|Battleship|Othello|
  Reversi|mahjong|Stratego|Carcassonne|Connect Four|Pictionary|Labyrinth|Mastermind|
  The Game of Life|Sorry!|Trouble|Chinese checkers|Pandemic|Guess Who?|Operation|Mouse Trap|
  Cranium|Azul|Kingdomino|Hungry Hippos|Candy Land|Scotland Yard|nine men's morris|Halma|
  Dixit|Splendor|Wingspan|Mancala|Parcheesi""",
  """schack|dam|Monopol|Monopoly|Scrabble|Alfapet|backgammon|Cluedo|Risk|Go|Catan|Settlers|
  Ticket to Ride|fia|fia med knuff|ludo|Trivial Pursuit|Sänka skepp|Othello|mahjong|Stratego|
  Carcassonne|Fyra i rad|Pictionary|Labyrint|Mastermind|kinaschack|Pandemic|Gissa vem|
  Kalaha|Scotland Yard|kvarn|Halma|Dixit|Azul|Hotell|Drakborgen|Splendor|
  Wingspan|Den försvunna diamanten|Rappakalja|Alias""",
  """sjakk|dam|Monopol|Monopoly|Scrabble|Alfapet|backgammon|Cluedo|Risk|Go|Catan|Settlers|
  Ticket to Ride|stigespill|ludo|Trivial Pursuit|Senke slagskip|Othello|mahjong|Stratego|
  Carcassonne|Fire på rad|Pictionary|Labyrint|Mastermind|kinasjakk|Pandemic|Gjett hvem|
  Scotland Yard|mølle|Halma|Dixit|Azul|Hotell|Splendor|Wingspan|Alias|Kalaha""",
  """Schach|Dame|Mühle|Monopoly|Scrabble|Backgammon|Cluedo|Risiko|Go|Catan|Siedler von Catan|
  Zug um Zug|Mensch ärgere dich nicht|Leiterspiel|Trivial Pursuit|Schiffe versenken|Othello|
  Mahjong|Stratego|Carcassonne|Vier gewinnt|Pictionary|Das verrückte Labyrinth|Labyrinth|
  Mastermind|Spiel des Lebens|Halma|Sternhalma|Pandemie|Wer ist es?|Scotland Yard|Dixit|Azul|
  Malefiz|Fang den Hut|Activity|Hotel|Splendor|Flügelschlag|Sagaland|Kalaha|Mancala|
  Die Siedler|Carrom""")

C("A toy", "En leksak", "En leke", "Ein Spielzeug",
  """doll|teddy bear|teddy|ball|football|kite|yo-yo|jigsaw puzzle|puzzle|Lego|building blocks|
  blocks|toy car|train set|toy train|robot|action figure|doll's house|marbles|
  spinning top|skipping rope|jump rope|hula hoop|frisbee|water pistol|water gun|bubbles|
  skateboard|scooter|tricycle|bike|rocking horse|rubber duck|Barbie|Rubik's cube|slinky|
  play dough|Play-Doh|plasticine|toy soldier|drum|xylophone|rattle|soft toy|cuddly toy|
  stuffed animal|balloon|dominoes|Duplo|Playmobil|trampoline|kaleidoscope|jack-in-the-box|
  pogo stick|remote-control car|drone|sledge|fidget spinner|puppet|glove puppet|toy kitchen|
  tea set|doll's pram|hobby horse|pull-along toy|Brio""",
  """docka|nalle|teddybjörn|boll|fotboll|drake|jojo|pussel|lego|klossar|byggklossar|
  leksaksbil|bil|tågbana|leksakståg|robot|actionfigur|dockskåp|kulor|snurra|hoppsnöre|
  hopprep|hulahopring|frisbee|vattenpistol|såpbubblor|skateboard|sparkcykel|trehjuling|
  cykel|gunghäst|badanka|gummianka|Barbie|Rubiks kub|trolldeg|modellera|kritor|tennsoldat|
  trumma|xylofon|skallra|mjukisdjur|gosedjur|ballong|domino|duplo|playmobil|studsmatta|
  kalejdoskop|gubben i lådan|radiostyrd bil|drönare|pulka|kälke|fidget spinner|handdocka|
  leksakskök|dockvagn|käpphäst|Brio|dragleksak|pyssel""",
  """dukke|bamse|teddybjørn|ball|fotball|drage|jojo|puslespill|lego|klosser|byggeklosser|
  lekebil|bil|togbane|leketog|robot|actionfigur|dukkehus|klinkekuler|snurrebass|hoppetau|
  rockering|frisbee|vannpistol|såpebobler|skateboard|sparkesykkel|trehjulssykkel|sykkel|
  gyngehest|badeand|gummiand|Barbie|Rubiks kube|trolldeig|plastelina|fargestifter|
  tinnsoldat|tromme|xylofon|rangle|kosedyr|ballong|domino|duplo|playmobil|trampoline|
  kaleidoskop|radiostyrt bil|fjernstyrt bil|drone|kjelke|akebrett|fidget spinner|hånddukke|
  lekekjøkken|dukkevogn|kjepphest|Brio|trekkleke|slim""",
  """Puppe|Teddybär|Teddy|Ball|Fußball|Drachen|Jo-Jo|Puzzle|Lego|Bauklötze|Bausteine|
  Spielzeugauto|Auto|Modelleisenbahn|Holzeisenbahn|Eisenbahn|Roboter|Actionfigur|Puppenhaus|
  Murmeln|Kreisel|Springseil|Hula-Hoop-Reifen|Frisbee|Wasserpistole|Seifenblasen|Skateboard|
  Roller|Tretroller|Dreirad|Fahrrad|Laufrad|Schaukelpferd|Quietscheente|Barbie|Zauberwürfel|
  Knete|Knetmasse|Wachsmalstifte|Zinnsoldat|Trommel|Xylophon|Rassel|Kuscheltier|Stofftier|
  Luftballon|Domino|Duplo|Playmobil|Trampolin|Kaleidoskop|ferngesteuertes Auto|Drohne|
  Schlitten|Fidget Spinner|Handpuppe|Spielküche|Kinderküche|Puppenwagen|Steckenpferd|
  Bobby-Car|Kaufladen|Nachziehtier|Brio|Schleich-Figur|Kasperlepuppe""")

C("A game to play outdoors", "En lek man leker ute", "En lek man leker ute",
  "Ein Spiel für draußen",
  """tag|hide and seek|hopscotch|skipping|jump rope|football|rounders|British bulldog|
  Simon says|red light green light|What's the time Mr Wolf|grandmother's footsteps|
  capture the flag|leapfrog|marbles|tug of war|sack race|egg and spoon race|
  three-legged race|hula hoop|frisbee|snowball fight|sledging|treasure hunt|scavenger hunt|
  duck duck goose|kick the can|cops and robbers|freeze tag|dodgeball|kickball|croquet|
  badminton|boules|kubb|water fight|catch|piggy in the middle|stuck in the mud|
  blind man's buff|obstacle course|cricket""",
  """kull|tafatt|kurragömma|dunkagömma|hoppa hage|hopprep|hoppa rep|fotboll|brännboll|
  under hökens vingar|Simon säger|peppar peppar ta bort|kom alla mina kycklingar|
  sista paret ut|tjuv och polis|kubb|boule|krocket|badminton|frisbee|snöbollskrig|skattjakt|
  tipspromenad|dragkamp|säckhoppning|bocksprång|kulor|hinderbana|vattenkrig|hulahopp|
  stoppboll|blindbock|pulkaåkning|kasta boll""",
  """sisten|gjemsel|boksen går|paradis|hoppetau|fotball|slåball|rødt lys|haien kommer|
  kongen befaler|bro bro brille|katt og mus|stiv heks|kubb|boule|krokket|badminton|frisbee|
  snøballkrig|aking|skattejakt|natursti|tautrekking|sekkeløp|eggeløp|bukkesprang|klinkekuler|
  hinderløype|vannkrig|rockering|kanonball|blindebukk|femstein""",
  """Fangen|Verstecken|Himmel und Hölle|Seilspringen|Seilhüpfen|Gummitwist|Fußball|
  Völkerball|Brennball|Ochs am Berg|Plumpsack|Fischer, wie tief ist das Wasser?|
  Wer hat Angst vorm schwarzen Mann?|Räuber und Gendarm|Bockspringen|Murmeln|Tauziehen|
  Sackhüpfen|Eierlauf|Hula-Hoop|Frisbee|Schneeballschlacht|Schlittenfahren|Schatzsuche|
  Schnitzeljagd|Boule|Kubb|Krocket|Federball|Badminton|Wasserschlacht|Blinde Kuh|Versteinern|
  Hüpfkästchen|Dosenwerfen""")

C("A hobby", "En hobby", "En hobby", "Ein Hobby",
  """reading|writing|drawing|painting|knitting|crocheting|sewing|embroidery|baking|cooking|
  gardening|fishing|hiking|walking|running|jogging|cycling|swimming|dancing|singing|
  photography|gaming|video games|stamp collecting|birdwatching|camping|climbing|yoga|chess|
  crosswords|sudoku|jigsaw puzzles|woodwork|woodcarving|pottery|model building|origami|
  scrapbooking|horse riding|sailing|skiing|skating|skateboarding|football|geocaching|
  calligraphy|magic tricks|coin collecting|Lego|board games|travelling|hunting|
  mushroom picking|blogging|watching films|acting|meditation|beekeeping|DIY|crafts|juggling|
  karaoke|playing music|bird feeding|collecting""",
  """läsning|läsa|skriva|teckna|rita|måla|stickning|sticka|virka|sy|brodera|baka|bakning|
  laga mat|matlagning|trädgårdsarbete|fiske|fiska|vandring|vandra|promenera|löpning|jogga|
  cykling|cykla|simning|simma|dans|dansa|sjunga|sång|fotografering|fotografera|gaming|
  datorspel|tv-spel|samla frimärken|fågelskådning|camping|klättring|yoga|schack|korsord|
  sudoku|lägga pussel|pussel|snickra|tälja|keramik|drejning|modellbygge|origami|ridning|rida|
  segling|segla|åka skidor|skridskoåkning|skateboard|fotboll|geocaching|kalligrafi|trolla|
  samla mynt|lego|sällskapsspel|resa|jakt|plocka svamp|bärplockning|blogga|
  titta på film|teater|meditation|biodling|pyssel|jonglera|karaoke|spela musik|samla""",
  """lesing|lese|skriving|skrive|tegning|tegne|maling|male|strikking|strikke|hekling|hekle|
  sying|sy|brodering|baking|bake|matlaging|lage mat|hagearbeid|fisking|fiske|fjelltur|
  gå tur|turgåing|løping|jogging|sykling|svømming|dans|danse|sang|synge|fotografering|
  gaming|dataspill|TV-spill|frimerkesamling|samle frimerker|fuglekikking|camping|klatring|
  yoga|sjakk|kryssord|sudoku|puslespill|snekring|spikking|keramikk|modellbygging|origami|
  ridning|seiling|ski|skigåing|skøyter|skateboard|fotball|geocaching|kalligrafi|
  trylle|myntsamling|lego|brettspill|reising|jakt|sopplukking|bærplukking|blogging|
  se film|teater|meditasjon|birøkt|håndarbeid|sjonglering|karaoke|friluftsliv|
  spille musikk|samle""",
  """Lesen|Schreiben|Zeichnen|Malen|Stricken|Häkeln|Nähen|Sticken|Backen|Kochen|Gärtnern|
  Gartenarbeit|Angeln|Wandern|Spazierengehen|Laufen|Joggen|Radfahren|Schwimmen|Tanzen|
  Singen|Fotografieren|Fotografie|Gaming|Computerspiele|Videospiele|Zocken|
  Briefmarken sammeln|Vogelbeobachtung|Camping|Zelten|Klettern|Yoga|Schach|
  Kreuzworträtsel|Sudoku|Puzzeln|Puzzle|Heimwerken|Schnitzen|Töpfern|Modellbau|Origami|
  Reiten|Segeln|Skifahren|Schlittschuhlaufen|Skateboarden|Fußball|Geocaching|Kalligrafie|
  Zaubern|Münzen sammeln|Lego|Brettspiele|Reisen|Jagen|Jagd|Pilze sammeln|Bloggen|
  Filme schauen|Theater|Meditation|Imkern|Basteln|Jonglieren|Karaoke|Musik machen|
  Handarbeit|Sammeln""")

C("Something at a birthday party", "Något på ett födelsedagskalas",
  "Noe i et bursdagsselskap", "Etwas auf einer Geburtstagsfeier",
  """cake|birthday cake|candles|presents|gifts|balloons|party hat|birthday card|card|
  streamers|decorations|bunting|banner|confetti|ice cream|sweets|crisps|chips|juice|
  lemonade|sandwiches|pizza|sausages|hot dogs|cupcakes|jelly|party bag|goody bag|games|music|
  dancing|guests|friends|piñata|party poppers|magician|clown|bouncy castle|wrapping paper|
  napkins|paper plates|paper cups|party blowers|Happy Birthday|treasure hunt|pass the parcel|
  musical chairs|musical statues|face painting|lollipops|popcorn|invitation|photos|
  birthday boy|birthday girl|fizzy drinks""",
  """tårta|födelsedagstårta|ljus|presenter|paket|ballonger|partyhatt|kalashatt|kort|
  födelsedagskort|serpentiner|girlanger|flaggor|konfetti|glass|godis|chips|saft|läsk|pizza|
  korv|varmkorv|muffins|fiskdamm|godispåse|lekar|musik|dans|gäster|vänner|kompisar|piñata|
  partysmällare|trollkarl|clown|hoppborg|presentpapper|servetter|papperstallrikar|
  pappersmuggar|partytutor|Ja må hon leva|Ja må han leva|skattjakt|hela havet stormar|
  stopdans|ansiktsmålning|klubbor|popcorn|inbjudan|prinsesstårta|sockerkaka|bullar|
  födelsedagsbarnet|tipsrunda""",
  """kake|bursdagskake|lys|gaver|presanger|ballonger|partyhatt|bursdagskort|kort|serpentiner|
  girlander|flagg|konfetti|is|godteri|snop|chips|potetgull|saft|brus|pølser|pizza|muffins|
  boller|fiskedam|godteposer|leker|musikk|dans|gjester|venner|piñata|tryllekunstner|klovn|
  hoppeslott|gavepapir|servietter|papptallerkener|pappkrus|Hurra for deg|skattejakt|stopdans|ansiktsmaling|kjærlighet på pinne|popcorn|invitasjon|
  sjokoladekake|bløtkake|bursdagsbarnet|stoleleken|kanelboller|smellbonbon|partyblåser""",
  """Kuchen|Geburtstagskuchen|Torte|Geburtstagstorte|Kerzen|Geschenke|Luftballons|Partyhut|
  Karte|Geburtstagskarte|Luftschlangen|Girlanden|Wimpelkette|Konfetti|Eis|Süßigkeiten|Chips|
  Saft|Limonade|Würstchen|Pizza|Muffins|Mitgebsel|Spiele|Musik|Tanzen|Gäste|Freunde|Piñata|
  Knallbonbons|Zauberer|Clown|Hüpfburg|Geschenkpapier|Servietten|Pappteller|Becher|Pappbecher|
  Tröten|Happy Birthday|Zum Geburtstag viel Glück|Schatzsuche|Topfschlagen|
  Reise nach Jerusalem|Stopptanz|Kinderschminken|Lutscher|Popcorn|Einladung|
  Schokoladenkuchen|Geburtstagskind|Sackhüpfen|Eierlauf|Schnitzeljagd|Geburtstagskrone""")

# --------------------------------------------------------------------------- out and about
C("A means of transport", "Ett transportmedel", "Et fremkomstmiddel", "Ein Verkehrsmittel",
  """car|bus|train|tram|underground|tube|subway|metro|taxi|plane|aeroplane|airplane|
  helicopter|boat|ship|ferry|bike|bicycle|motorbike|motorcycle|scooter|moped|lorry|truck|
  van|coach|minibus|tractor|caravan|camper van|motorhome|hot-air balloon|rocket|spaceship|
  sailing boat|yacht|canoe|kayak|rowing boat|cruise ship|hovercraft|cable car|gondola|
  chairlift|ski lift|monorail|high-speed train|sledge|sled|dog sled|horse|
  horse and carriage|carriage|rickshaw|tuk-tuk|skateboard|e-scooter|electric scooter|
  unicycle|tandem|snowmobile|jet ski|submarine|ambulance|fire engine|police car|limousine|
  skis|airship|glider|funicular|quad bike|electric car""",
  """bil|buss|tåg|spårvagn|tunnelbana|taxi|flygplan|flyg|helikopter|båt|fartyg|skepp|färja|
  cykel|motorcykel|moped|lastbil|skåpbil|turistbuss|minibuss|traktor|husvagn|husbil|
  luftballong|varmluftsballong|raket|rymdskepp|segelbåt|kanot|kajak|roddbåt|eka|
  kryssningsfartyg|svävare|linbana|gondol|stollift|skidlift|släplift|snabbtåg|kälke|pulka|
  hundspann|häst|häst och vagn|vagn|rickshaw|tuk-tuk|skateboard|elsparkcykel|sparkcykel|
  enhjuling|tandemcykel|snöskoter|vattenskoter|ubåt|ambulans|brandbil|polisbil|limousin|
  skidor|zeppelinare|segelflygplan|bergbana|pendeltåg|fyrhjuling|spark|elbil|elcykel|
  fjärrtåg|nattåg""",
  """bil|buss|tog|trikk|T-bane|drosje|taxi|fly|helikopter|båt|skip|ferje|ferge|hurtigbåt|
  sykkel|motorsykkel|moped|scooter|lastebil|varebil|turbuss|minibuss|traktor|campingvogn|
  bobil|luftballong|varmluftsballong|rakett|romskip|seilbåt|kano|kajakk|robåt|cruiseskip|
  Hurtigruten|luftputebåt|taubane|gondol|stolheis|skiheis|Flytoget|kjelke|akebrett|
  hundespann|hest|hest og vogn|vogn|rickshaw|tuk-tuk|skateboard|elsparkesykkel|sparkesykkel|
  enhjulssykkel|tandemsykkel|snøscooter|vannscooter|ubåt|ambulanse|brannbil|politibil|
  limousin|ski|zeppeliner|seilfly|sparkstøtting|firehjuling|bybane|lokaltog|elbil|elsykkel|
  nattog|ekspressbuss|motorbåt""",
  """Auto|Bus|Zug|Bahn|Straßenbahn|Tram|U-Bahn|S-Bahn|Taxi|Flugzeug|Hubschrauber|Helikopter|
  Boot|Schiff|Fähre|Fahrrad|Rad|Motorrad|Roller|Motorroller|Mofa|Moped|Lkw|Lastwagen|
  Transporter|Reisebus|Kleinbus|Traktor|Wohnwagen|Wohnmobil|Heißluftballon|Rakete|Raumschiff|
  Segelboot|Jacht|Kanu|Kajak|Ruderboot|Kreuzfahrtschiff|Luftkissenboot|Seilbahn|Gondel|
  Sessellift|Skilift|Schlepplift|ICE|Schnellzug|Schlitten|Hundeschlitten|Pferd|Kutsche|
  Pferdekutsche|Rikscha|Tuk-Tuk|Skateboard|E-Scooter|Tretroller|Einrad|Tandem|Schneemobil|
  Jetski|U-Boot|Krankenwagen|Feuerwehrauto|Polizeiauto|Limousine|Ski|Zeppelin|
  Segelflugzeug|Standseilbahn|Regionalbahn|Quad|Elektroauto|E-Bike|Nachtzug|Fernbus|
  Motorboot""")

C("Something with wheels", "Något med hjul", "Noe med hjul", "Etwas mit Rädern",
  """car|bus|bike|bicycle|tricycle|unicycle|motorbike|motorcycle|scooter|moped|lorry|truck|
  van|tractor|train|tram|taxi|caravan|trailer|wheelchair|pram|pushchair|buggy|stroller|
  skateboard|roller skates|rollerblades|inline skates|shopping trolley|shopping cart|
  suitcase|wheelie bin|office chair|wheelbarrow|lawn mower|go-kart|digger|excavator|
  bulldozer|fire engine|ambulance|police car|plane|aeroplane|cart|wagon|carriage|chariot|
  toy car|hospital bed|sack truck|hoverboard|Segway|quad bike|dump truck|e-scooter|
  tea trolley|doll's pram|bike trailer|roller skis|balance bike|cement mixer""",
  """bil|buss|cykel|trehjuling|enhjuling|motorcykel|sparkcykel|moped|lastbil|skåpbil|traktor|
  tåg|spårvagn|taxi|husvagn|släpvagn|släp|rullstol|barnvagn|sittvagn|sulky|skateboard|
  rullskridskor|inlines|kundvagn|resväska|rullväska|soptunna|kontorsstol|skottkärra|
  gräsklippare|gokart|grävmaskin|bulldozer|brandbil|ambulans|polisbil|flygplan|kärra|vagn|
  leksaksbil|sjukhussäng|säckkärra|hoverboard|segway|fyrhjuling|dumper|elsparkcykel|rollator|
  rullbord|dockvagn|cykelkärra|rullskidor|springcykel|betongbil|hjullastare""",
  """bil|buss|sykkel|trehjulssykkel|enhjulssykkel|motorsykkel|sparkesykkel|moped|scooter|
  lastebil|varebil|traktor|tog|trikk|taxi|campingvogn|tilhenger|henger|rullestol|barnevogn|
  sittevogn|skateboard|rulleskøyter|handlevogn|koffert|trillekoffert|søppeldunk|kontorstol|
  trillebår|gressklipper|gokart|gravemaskin|bulldoser|brannbil|ambulanse|politibil|fly|
  kjerre|vogn|lekebil|sykehusseng|sekketralle|hoverboard|segway|firehjuling|dumper|
  elsparkesykkel|rullator|tralle|dukkevogn|sykkelvogn|rulleski|hjullaster|balansesykkel|
  betongbil|trillebord""",
  """Auto|Bus|Fahrrad|Dreirad|Einrad|Laufrad|Motorrad|Roller|Tretroller|Mofa|Moped|Lastwagen|
  Lkw|Transporter|Traktor|Zug|Straßenbahn|Taxi|Wohnwagen|Anhänger|Rollstuhl|Kinderwagen|
  Buggy|Skateboard|Rollschuhe|Inlineskates|Inliner|Einkaufswagen|Koffer|Rollkoffer|
  Mülltonne|Bürostuhl|Schubkarre|Rasenmäher|Gokart|Bagger|Bulldozer|Feuerwehrauto|
  Krankenwagen|Polizeiauto|Flugzeug|Karren|Wagen|Kutsche|Spielzeugauto|Bobby-Car|
  Krankenhausbett|Sackkarre|Hoverboard|Segway|Quad|Kipper|E-Scooter|Rollator|Servierwagen|
  Puppenwagen|Fahrradanhänger|Handwagen|Bollerwagen|Rollski|Betonmischer""")

C("Something that flies", "Något som flyger", "Noe som flyr", "Etwas, das fliegt",
  """bird|plane|aeroplane|airplane|helicopter|jet|glider|hang glider|paraglider|
  hot-air balloon|balloon|airship|zeppelin|blimp|rocket|spaceship|space shuttle|satellite|
  drone|kite|paper aeroplane|paper plane|frisbee|boomerang|bee|bumblebee|wasp|fly|mosquito|
  butterfly|moth|ladybird|dragonfly|beetle|bat|eagle|owl|seagull|pigeon|duck|goose|swan|
  parrot|crow|sparrow|hummingbird|flying fish|parachute|flying squirrel|shuttlecock|arrow|
  fighter jet|seaplane|magpie|stork|swallow""",
  """fågel|flygplan|helikopter|jetplan|segelflygplan|hängglidare|skärmflygare|luftballong|
  varmluftsballong|ballong|luftskepp|zeppelinare|raket|rymdskepp|rymdfärja|satellit|drönare|
  drake|pappersflygplan|frisbee|bumerang|bi|humla|geting|fluga|mygga|fjäril|nattfjäril|
  nyckelpiga|trollslända|skalbagge|fladdermus|örn|uggla|mås|duva|anka|and|gås|svan|papegoja|
  kråka|sparv|kolibri|flygfisk|fallskärm|flygekorre|fjäderboll|badmintonboll|pil|
  stridsflygplan|sjöflygplan|ollonborre|skata|stork|svala""",
  """fugl|fly|flyvemaskin|helikopter|jetfly|seilfly|hengeglider|paraglider|luftballong|
  varmluftsballong|ballong|luftskip|zeppeliner|rakett|romskip|romferge|satellitt|drone|drage|
  papirfly|frisbee|bumerang|bie|humle|veps|flue|mygg|sommerfugl|møll|marihøne|øyenstikker|
  bille|flaggermus|ørn|ugle|måke|due|and|gås|svane|papegøye|kråke|spurv|kolibri|flygefisk|
  fallskjerm|flygeekorn|badmintonball|pil|jagerfly|sjøfly|oldenborre|skjære|stork|svale""",
  """Vogel|Flugzeug|Hubschrauber|Helikopter|Düsenjet|Jet|Segelflugzeug|Drachenflieger|
  Gleitschirm|Heißluftballon|Luftballon|Ballon|Luftschiff|Zeppelin|Rakete|Raumschiff|
  Space Shuttle|Satellit|Drohne|Drachen|Papierflieger|Frisbee|Bumerang|Biene|Hummel|Wespe|
  Fliege|Mücke|Schmetterling|Motte|Marienkäfer|Libelle|Käfer|Maikäfer|Fledermaus|Adler|Eule|
  Möwe|Taube|Ente|Gans|Schwan|Papagei|Krähe|Spatz|Kolibri|fliegender Fisch|Fallschirm|
  Flughörnchen|Federball|Pfeil|Kampfjet|Wasserflugzeug|Elster|Storch|Schwalbe""")

C("A kind of shop", "En sorts butik", "En type butikk", "Eine Art Geschäft",
  """supermarket|bakery|butcher's|butcher|greengrocer's|greengrocer|fishmonger's|fishmonger|
  newsagent's|newsagent|chemist's|chemist|pharmacy|bookshop|bookstore|florist's|florist|
  flower shop|toy shop|toy store|shoe shop|clothes shop|sports shop|pet shop|hardware store|
  DIY store|furniture store|electronics store|jeweller's|jeweller|sweet shop|candy store|
  corner shop|convenience store|department store|charity shop|second-hand shop|thrift store|
  music shop|optician's|optician|petrol station|gas station|hairdresser's|barber's|kiosk|
  deli|delicatessen|health food shop|garden centre|bike shop|stationery shop|gift shop|
  antique shop|computer shop|phone shop|ice cream shop|grocery store""",
  """mataffär|livsmedelsbutik|matbutik|snabbköp|stormarknad|bageri|konditori|köttaffär|
  slaktare|fiskaffär|kiosk|apotek|bokhandel|bokaffär|blomsteraffär|
  blomsterhandel|leksaksaffär|skoaffär|klädaffär|klädbutik|sportaffär|djuraffär|järnhandel|
  byggvaruhus|möbelaffär|elektronikbutik|juvelerare|guldsmed|godisbutik|närbutik|varuhus|
  secondhandbutik|loppis|musikaffär|optiker|bensinmack|mack|frisör|delikatessbutik|
  hälsokostbutik|handelsträdgård|cykelaffär|pappershandel|presentbutik|antikaffär|
  datorbutik|mobilbutik|glassbar|second hand|inredningsbutik|garnaffär|
  lågprisbutik|gårdsbutik""",
  """matbutikk|dagligvarebutikk|supermarked|bakeri|konditori|slakter|fiskebutikk|kiosk|
  apotek|bokhandel|blomsterbutikk|leketøysbutikk|skobutikk|klesbutikk|sportsbutikk|
  dyrebutikk|jernvarehandel|byggevarehus|møbelbutikk|elektronikkbutikk|gullsmed|godtebutikk|
  nærbutikk|varehus|bruktbutikk|loppemarked|musikkbutikk|optiker|bensinstasjon|frisør|
  delikatesseforretning|helsekostbutikk|hagesenter|sykkelbutikk|papirhandel|gavebutikk|
  antikvitetsbutikk|databutikk|mobilbutikk|interiørbutikk|garnbutikk|isbar|
  lavprisbutikk|gårdsbutikk|frukt- og grøntbutikk|parfymeri""",
  """Supermarkt|Bäckerei|Bäcker|Metzgerei|Metzger|Fleischerei|Gemüseladen|Fischgeschäft|
  Kiosk|Zeitschriftenladen|Apotheke|Drogerie|Buchhandlung|Blumenladen|Spielzeugladen|
  Spielwarengeschäft|Schuhgeschäft|Modegeschäft|Kleidergeschäft|Sportgeschäft|Zoohandlung|
  Eisenwarenhandlung|Baumarkt|Möbelhaus|Elektronikmarkt|Juwelier|Süßwarenladen|
  Tante-Emma-Laden|Späti|Kaufhaus|Warenhaus|Secondhandladen|Musikgeschäft|Optiker|
  Tankstelle|Friseur|Feinkostladen|Reformhaus|Bioladen|Gartencenter|Fahrradladen|
  Schreibwarenladen|Geschenkeladen|Antiquitätenladen|Computerladen|Handyladen|Konditorei|
  Eisdiele|Discounter|Parfümerie|Hofladen|Wollladen|Getränkemarkt""")

C("Something you pack for a holiday", "Något man packar inför semestern",
  "Noe man pakker til ferien", "Etwas, das man in den Urlaub mitnimmt",
  """suitcase|bag|backpack|rucksack|passport|ticket|money|wallet|phone|charger|camera|
  sunglasses|sunscreen|sun cream|swimsuit|swimming costume|bikini|swimming trunks|towel|
  beach towel|toothbrush|toothpaste|shampoo|hairbrush|comb|clothes|underwear|socks|T-shirt|
  shorts|dress|jumper|jacket|raincoat|umbrella|hat|sunhat|cap|shoes|sandals|flip-flops|
  trainers|pyjamas|book|headphones|tablet|laptop|medicine|plasters|map|guidebook|snacks|
  water bottle|tent|sleeping bag|travel pillow|toiletry bag|wash bag|make-up|razor|
  deodorant|glasses|teddy bear|games|playing cards|adapter|ID card|insect repellent""",
  """resväska|väska|ryggsäck|pass|biljett|pengar|plånbok|mobil|laddare|kamera|solglasögon|
  solkräm|baddräkt|bikini|badbyxor|handduk|badhandduk|tandborste|tandkräm|schampo|hårborste|
  kam|kläder|underkläder|strumpor|t-shirt|shorts|klänning|tröja|jacka|regnjacka|paraply|
  hatt|solhatt|keps|skor|sandaler|flipflops|gympaskor|pyjamas|bok|hörlurar|surfplatta|laptop|
  medicin|plåster|karta|guidebok|snacks|vattenflaska|tält|sovsäck|nackkudde|necessär|smink|
  rakhyvel|deodorant|glasögon|gosedjur|spel|kortlek|adapter|id-kort|myggmedel|badkläder""",
  """koffert|bag|veske|ryggsekk|sekk|pass|billett|penger|lommebok|mobil|lader|kamera|
  solbriller|solkrem|badedrakt|bikini|badebukse|håndkle|badehåndkle|tannbørste|tannkrem|
  sjampo|hårbørste|kam|klær|undertøy|sokker|t-skjorte|shorts|kjole|genser|jakke|regnjakke|
  paraply|hatt|solhatt|caps|sko|sandaler|flip-flops|joggesko|pysj|bok|hodetelefoner|
  nettbrett|laptop|medisin|plaster|kart|reiseguide|snacks|vannflaske|telt|sovepose|
  nakkepute|toalettveske|sminke|barberhøvel|deodorant|briller|kosedyr|bamse|spill|kortstokk|
  adapter|matpakke|ID-kort|myggmiddel|badetøy""",
  """Koffer|Tasche|Reisetasche|Rucksack|Reisepass|Pass|Personalausweis|Ausweis|Ticket|Geld|
  Geldbeutel|Portemonnaie|Handy|Ladegerät|Kamera|Sonnenbrille|Sonnencreme|Badeanzug|Bikini|
  Badehose|Handtuch|Strandtuch|Zahnbürste|Zahnpasta|Shampoo|Haarbürste|Kamm|Kleidung|
  Klamotten|Unterwäsche|Socken|T-Shirt|Shorts|Kleid|Pullover|Jacke|Regenjacke|Regenschirm|
  Hut|Sonnenhut|Kappe|Schuhe|Sandalen|Flip-Flops|Turnschuhe|Schlafanzug|Buch|Kopfhörer|
  Tablet|Laptop|Medikamente|Reiseapotheke|Pflaster|Landkarte|Reiseführer|Snacks|Proviant|
  Wasserflasche|Zelt|Schlafsack|Nackenkissen|Kulturbeutel|Schminke|Rasierer|Deo|Brille|
  Kuscheltier|Spiele|Spielkarten|Adapter|Mückenspray|Badesachen""")

C("Something at a playground", "Något på lekplatsen", "Noe på lekeplassen",
  "Etwas auf dem Spielplatz",
  """swing|slide|sandpit|sandbox|seesaw|climbing frame|jungle gym|monkey bars|roundabout|
  merry-go-round|bench|sand|bucket|spade|zip line|zip wire|trampoline|tyre swing|rope|
  rope ladder|climbing net|playhouse|climbing wall|spring rider|balance beam|fence|gate|tree|
  children|kids|parents|ball|bin|drinking fountain|tunnel|bridge|tower|ladder|fireman's pole|
  steps|grass|wood chips|sandcastle|toys|scooter|bike|picnic table|nest swing|pirate ship|
  obstacle course|climbing tower|sand toys|baby swing""",
  """gunga|rutschkana|sandlåda|gungbräda|klätterställning|karusell|bänk|sand|hink|spade|
  linbana|studsmatta|däckgunga|rep|repstege|klätternät|lekstuga|klättervägg|fjädergunga|
  balansbom|staket|grind|träd|barn|föräldrar|boll|papperskorg|tunnel|bro|torn|stege|
  brandmansstång|trappa|gräs|flis|sandkaka|sandslott|leksaker|sparkcykel|cykel|
  picknickbord|fågelbogunga|piratskepp|hinderbana|klättertorn|hängbro|sandformar|
  babygunga|kompisar|gungställning""",
  """huske|sklie|sandkasse|vippe|vippehuske|klatrestativ|karusell|benk|sand|bøtte|spade|
  zipline|taubane|trampoline|dekkhuske|tau|taustige|klatrenett|lekehus|lekestue|klatrevegg|
  vippedyr|balansebom|gjerde|grind|tre|barn|foreldre|ball|søppelbøtte|tunnel|bro|tårn|stige|
  brannmannsstang|trapp|gress|bark|sandkake|sandslott|leker|sparkesykkel|sykkel|piknikbord|
  piratskip|hinderløype|klatretårn|hengebro|sandformer|babyhuske|huskestativ|venner""",
  """Schaukel|Rutsche|Sandkasten|Wippe|Klettergerüst|Hangelleiter|Karussell|Bank|Sand|Eimer|
  Schaufel|Seilbahn|Trampolin|Reifenschaukel|Seil|Strickleiter|Kletternetz|Spielhaus|
  Kletterwand|Federwippe|Balancierbalken|Zaun|Tor|Baum|Kinder|Eltern|Ball|Mülleimer|
  Trinkbrunnen|Tunnel|Brücke|Turm|Leiter|Feuerwehrstange|Rutschstange|Treppe|Rasen|
  Rindenmulch|Sandkuchen|Sandburg|Spielzeug|Förmchen|Roller|Fahrrad|Picknicktisch|
  Nestschaukel|Piratenschiff|Matschanlage|Kletterturm|Hängebrücke|Spielturm|Babyschaukel|
  Wasserspielplatz|Freunde""")

# --------------------------------------------------------------------------- qualities
C("Something cold", "Något kallt", "Noe kaldt", "Etwas Kaltes",
  """ice|ice cube|snow|snowball|snowman|icicle|iceberg|glacier|ice cream|ice lolly|popsicle|
  freezer|fridge|refrigerator|frozen peas|iced tea|iced coffee|milkshake|cold water|winter|
  frost|hail|North Pole|South Pole|Antarctica|Arctic|igloo|ice rink|snowflake|sleet|sorbet|
  slushie|gazpacho|cold shower|ice pack|cool box|frozen lake|ice bath|smoothie|
  air conditioning|frozen yoghurt|ice hotel|space|snowstorm|blizzard|ice water|
  frozen pizza|hoar frost|black ice""",
  """is|isbit|snö|snöboll|snögubbe|istapp|isberg|glaciär|glass|isglass|glasspinne|frys|
  frysbox|kylskåp|kyl|frysta ärtor|iste|iskaffe|milkshake|kallt vatten|vinter|frost|hagel|
  Nordpolen|Sydpolen|Antarktis|Arktis|iglo|isbana|ishall|skridskobana|snöflinga|
  snöblandat regn|sorbet|slush|gazpacho|kall dusch|kylklamp|kylväska|frusen sjö|isbad|
  vinterbad|smoothie|luftkonditionering|frozen yoghurt|ishotell|rymden|snöstorm|kyla|kylrum|
  isvatten|frysta bär|rimfrost|ishalka""",
  """is|isbit|snø|snøball|snømann|istapp|isfjell|bre|isbre|iskrem|ispinne|fryser|frysboks|
  kjøleskap|frosne erter|iste|iskaffe|milkshake|kaldt vann|vinter|frost|hagl|Nordpolen|
  Sydpolen|Antarktis|Arktis|iglo|skøytebane|ishall|snøfnugg|sludd|sorbet|slush|gazpacho|
  kald dusj|kjøleelement|kjølebag|islagt vann|isbading|vinterbading|smoothie|klimaanlegg|
  frozen yoghurt|ishotell|verdensrommet|snøstorm|kulde|kjølerom|isvann|rim|rimfrost|
  glattis|frosne bær|frossenpizza""",
  """Eis|Eiswürfel|Schnee|Schneeball|Schneemann|Eiszapfen|Eisberg|Gletscher|Speiseeis|
  Eis am Stiel|Gefrierschrank|Tiefkühltruhe|Kühlschrank|Eistee|Eiskaffee|Milchshake|
  kaltes Wasser|Winter|Frost|Hagel|Nordpol|Südpol|Antarktis|Arktis|Iglu|Eisbahn|Eishalle|
  Schneeflocke|Schneeregen|Sorbet|Slush|Gazpacho|kalte Dusche|Kühlakku|Kühlbox|
  zugefrorener See|Eisbad|Eisbaden|Smoothie|Klimaanlage|Frozen Yogurt|Eishotel|Weltall|
  Schneesturm|Kälte|Kühlraum|Eiswasser|Raureif|Tiefkühlpizza|Glatteis|Wassereis|
  Tiefkühlerbsen""")

C("Something hot", "Något varmt", "Noe varmt", "Etwas Heißes",
  """sun|fire|flame|lava|volcano|desert|sauna|oven|stove|hob|iron|kettle|toaster|radiator|
  heater|fireplace|campfire|bonfire|candle|match|lighter|hot chocolate|coffee|tea|soup|
  porridge|chilli|chilli pepper|curry|hot dog|pizza|boiling water|steam|hot water bottle|
  hot tub|jacuzzi|bath|hairdryer|light bulb|barbecue|grill|frying pan|saucepan|summer|
  heatwave|fever|hot spring|geyser|embers|coal|charcoal|furnace|exhaust pipe|engine|
  glue gun|hair straightener|curling iron|sand|chips|baked potato|jalapeño|hot sauce|
  wood stove""",
  """sol|eld|låga|lava|vulkan|öken|bastu|ugn|spis|spisplatta|strykjärn|vattenkokare|
  brödrost|element|kamin|öppen spis|lägereld|brasa|valborgsbrasa|ljus|tändsticka|tändare|
  varm choklad|kaffe|te|soppa|gröt|chili|curry|varmkorv|pizza|kokande vatten|ånga|
  varmvattenflaska|bubbelpool|badtunna|jacuzzi|bad|hårtork|glödlampa|grill|stekpanna|
  kastrull|sommar|värmebölja|feber|varm källa|gejser|glöd|kol|grillkol|masugn|avgasrör|motor|
  glögg|limpistol|plattång|locktång|sand|pommes frites|bakad potatis|jalapeño|vedspis|
  vedkamin|tabasco""",
  """sol|ild|bål|flamme|lava|vulkan|ørken|badstue|sauna|ovn|stekeovn|komfyr|kokeplate|
  strykejern|vannkoker|brødrister|panelovn|varmeovn|peis|vedovn|leirbål|sankthansbål|
  stearinlys|lys|fyrstikk|lighter|varm sjokolade|kakao|kaffe|te|suppe|grøt|chili|curry|
  pizza|kokende vann|damp|varmeflaske|boblebad|badestamp|jacuzzi|bad|hårføner|lyspære|grill|
  stekepanne|kjele|sommer|hetebølge|feber|varm kilde|geysir|glør|kull|grillkull|smelteovn|
  eksosrør|motor|gløgg|limpistol|rettetang|krølltang|sand|pommes frites|bakt potet|
  jalapeño|grillpølse|tabasco""",
  """Sonne|Feuer|Flamme|Lava|Vulkan|Wüste|Sauna|Ofen|Backofen|Herd|Herdplatte|Bügeleisen|
  Wasserkocher|Toaster|Heizung|Heizkörper|Heizlüfter|Kamin|Kachelofen|Lagerfeuer|
  Osterfeuer|Kerze|Streichholz|Feuerzeug|heiße Schokolade|Kakao|Kaffee|Tee|Suppe|Brei|Chili|
  Curry|Bratwurst|Pizza|kochendes Wasser|Dampf|Wärmflasche|Whirlpool|Badewanne|Föhn|
  Glühbirne|Grill|Bratpfanne|Pfanne|Topf|Sommer|Hitzewelle|Fieber|heiße Quelle|Geysir|Glut|
  Kohle|Grillkohle|Hochofen|Auspuff|Motor|Kinderpunsch|Heißklebepistole|Glätteisen|
  Lockenstab|Sand|Pommes|Ofenkartoffel|Jalapeño|Tabasco|Holzofen""")

C("Something round", "Något runt", "Noe rundt", "Etwas Rundes",
  """ball|football|tennis ball|basketball|globe|sun|moon|planet|Earth|wheel|tyre|tire|coin|
  plate|clock|pizza|orange|apple|grape|pea|cherry|tomato|melon|watermelon|bubble|balloon|
  ring|button|doughnut|donut|bagel|cookie|biscuit|pancake|marble|bead|CD|record|frisbee|
  hula hoop|lid|bowl|drum|steering wheel|circle|roundabout|eye|pupil|dot|full stop|zero|
  lollipop|manhole cover|wreath|bracelet|target|dartboard|meatball|pearl|cymbal|tambourine|
  Ferris wheel|hoop|snowball|bowling ball|beach ball|ping-pong ball|cake|bun|pie|
  the letter O""",
  """boll|fotboll|tennisboll|basketboll|jordglob|glob|sol|måne|planet|jorden|hjul|däck|mynt|
  slant|tallrik|klocka|pizza|apelsin|äpple|vindruva|ärta|körsbär|tomat|melon|vattenmelon|
  bubbla|såpbubbla|ballong|ring|knapp|munk|bagel|kaka|kex|pannkaka|kula|pärla|cd-skiva|
  vinylskiva|frisbee|hulahopring|lock|skål|trumma|ratt|cirkel|rondell|öga|pupill|prick|punkt|
  nolla|klubba|brunnslock|krans|armband|måltavla|darttavla|köttbulle|cymbal|tamburin|
  pariserhjul|snöboll|bowlingklot|badboll|pingisboll|chokladboll|tårta|bulle|paj|
  bokstaven O|ost""",
  """ball|fotball|tennisball|basketball|globus|sol|måne|planet|jorda|hjul|dekk|mynt|
  tallerken|klokke|pizza|appelsin|eple|drue|ert|kirsebær|tomat|melon|vannmelon|boble|
  såpeboble|ballong|ring|knapp|smultring|bagel|kjeks|pannekake|klinkekule|kule|perle|CD|
  vinylplate|frisbee|rockering|lokk|skål|tromme|ratt|sirkel|rundkjøring|øye|pupill|prikk|
  punktum|null|kjærlighet på pinne|kumlokk|krans|armbånd|blink|dartskive|kjøttkake|
  kjøttbolle|cymbal|tamburin|pariserhjul|snøball|bowlingkule|badeball|bordtennisball|
  sjokoladekule|bolle|kake|pai|bokstaven O|ost|lefse""",
  """Ball|Fußball|Tennisball|Basketball|Globus|Sonne|Mond|Planet|Erde|Rad|Reifen|Münze|
  Geldstück|Teller|Uhr|Pizza|Orange|Apfel|Traube|Erbse|Kirsche|Tomate|Melone|Wassermelone|
  Blase|Seifenblase|Luftballon|Ring|Knopf|Donut|Berliner|Bagel|Keks|Pfannkuchen|Murmel|
  Kugel|Perle|CD|Schallplatte|Frisbee|Hula-Hoop-Reifen|Deckel|Schüssel|Trommel|Lenkrad|
  Kreis|Kreisverkehr|Auge|Pupille|Punkt|Null|Lutscher|Gullydeckel|Kranz|Armband|
  Zielscheibe|Dartscheibe|Frikadelle|Fleischbällchen|Knödel|Tamburin|Riesenrad|Schneeball|
  Bowlingkugel|Wasserball|Tischtennisball|Torte|Brötchen|Kuchen|der Buchstabe O|Käselaib""")

C("Something sharp", "Något vasst", "Noe skarpt eller spisst", "Etwas Spitzes oder Scharfes",
  """knife|scissors|needle|pin|safety pin|drawing pin|thumbtack|nail|screw|saw|axe|sword|
  dagger|spear|arrow|razor|razor blade|blade|broken glass|thorn|cactus|hedgehog|porcupine|
  teeth|fang|shark's tooth|claw|beak|pencil|compass|fork|skewer|toothpick|ice skate|icicle|
  spike|barbed wire|thistle|pine needle|holly|tweezers|scalpel|chisel|drill|pitchfork|
  syringe|fishhook|grater|peeler|sting|horn|splinter|cheese grater|sewing needle|
  knitting needle|can lid""",
  """kniv|sax|nål|synål|knappnål|säkerhetsnål|häftstift|spik|skruv|såg|yxa|svärd|dolk|spjut|
  pil|rakblad|rakhyvel|glasskärva|glassplitter|törne|tagg|kaktus|igelkott|piggsvin|tänder|
  huggtand|klo|näbb|blyertspenna|passare|gaffel|grillspett|tandpetare|skridsko|istapp|pigg|
  taggtråd|tistel|barr|järnek|pincett|skalpell|stämjärn|borr|högaffel|spruta|kanyl|fiskekrok|
  rivjärn|potatisskalare|gadd|horn|sticka|brödkniv|osthyvel|rosentagg""",
  """kniv|saks|nål|synål|knappenål|sikkerhetsnål|tegnestift|spiker|skrue|sag|øks|sverd|dolk|
  spyd|pil|barberblad|barberhøvel|glasskår|torn|kaktus|pinnsvin|hulepinnsvin|tenner|
  hoggtann|klo|nebb|blyant|passer|gaffel|grillspyd|tannpirker|skøyte|istapp|pigg|piggtråd|
  tistel|barnål|kristtorn|pinsett|skalpell|meisel|bor|høygaffel|sprøyte|kanyle|fiskekrok|
  rivjern|potetskreller|brodd|horn|splint|ostehøvel|strikkepinne|brødkniv|rosetorn|
  haitenner""",
  """Messer|Schere|Nadel|Nähnadel|Stecknadel|Sicherheitsnadel|Reißzwecke|Heftzwecke|Nagel|
  Schraube|Säge|Axt|Beil|Schwert|Dolch|Speer|Pfeil|Rasierklinge|Rasiermesser|Klinge|
  Glasscherbe|Scherbe|Dorn|Stachel|Kaktus|Igel|Stachelschwein|Zähne|Reißzahn|Kralle|Klaue|
  Schnabel|Bleistift|Zirkel|Gabel|Spieß|Zahnstocher|Schlittschuh|Eiszapfen|Stacheldraht|
  Distel|Tannennadel|Stechpalme|Pinzette|Skalpell|Meißel|Bohrer|Mistgabel|Spritze|Kanüle|
  Angelhaken|Reibe|Sparschäler|Horn|Splitter|Rosendorn|Stricknadel|Brotmesser|Haifischzähne|
  Küchenmesser|Dosendeckel""")

C("Something soft", "Något mjukt", "Noe mykt", "Etwas Weiches",
  """pillow|cushion|duvet|blanket|teddy bear|cuddly toy|soft toy|cotton wool|candy floss|
  cotton candy|marshmallow|feather|wool|fur|kitten|puppy|bunny|rabbit|cat|chick|lamb|sheep|
  cloud|snow|sand|moss|bread|sponge|butter|ice cream|jelly|mashed potato|dough|play dough|
  clay|slime|mattress|bed|sofa|slippers|socks|scarf|jumper|fleece|velvet|silk|towel|
  bathrobe|dressing gown|hair|foam|beanbag|pom-pom|stress ball|banana|peach|avocado|tofu|
  pudding|whipped cream|plush|baby's cheek|down""",
  """kudde|täcke|filt|nalle|gosedjur|mjukisdjur|bomull|sockervadd|marshmallow|fjäder|dun|ull|
  päls|kattunge|valp|kanin|katt|kyckling|lamm|får|moln|snö|sand|mossa|bröd|svamp|smör|glass|
  gelé|potatismos|deg|trolldeg|lera|slime|madrass|säng|soffa|tofflor|strumpor|halsduk|tröja|
  fleece|sammet|siden|handduk|morgonrock|hår|skumgummi|sittsäck|tofs|stressboll|banan|
  persika|avokado|tofu|pudding|vispgrädde|plysch|manchester|bulle|mjukost""",
  """pute|sofapute|dyne|pledd|teppe|bamse|kosedyr|bomull|sukkerspinn|marshmallow|fjær|dun|
  ull|pels|kattunge|valp|kanin|katt|kylling|lam|sau|sky|snø|sand|mose|brød|svamp|smør|is|
  gelé|potetmos|deig|trolldeig|leire|slim|madrass|seng|sofa|tøfler|sokker|skjerf|genser|
  fleece|fløyel|silke|håndkle|morgenkåpe|hår|skumgummi|saccosekk|dusk|stressball|banan|
  fersken|avokado|tofu|pudding|krem|plysj|kordfløyel|bolle|babyhud|lammeskinn""",
  """Kissen|Kopfkissen|Bettdecke|Decke|Kuscheldecke|Teddybär|Kuscheltier|Stofftier|Watte|
  Zuckerwatte|Marshmallow|Feder|Daunen|Wolle|Fell|Pelz|Kätzchen|Welpe|Kaninchen|Hase|Katze|
  Küken|Lamm|Schaf|Wolke|Schnee|Sand|Moos|Brot|Schwamm|Butter|Eis|Wackelpudding|
  Götterspeise|Kartoffelbrei|Teig|Knete|Ton|Schleim|Slime|Matratze|Bett|Sofa|Hausschuhe|
  Socken|Schal|Pullover|Fleece|Samt|Seide|Handtuch|Bademantel|Haare|Schaumstoff|Sitzsack|
  Bommel|Knautschball|Stressball|Banane|Pfirsich|Avocado|Tofu|Pudding|Sahne|Plüsch|Cord|
  Brötchen|Lammfell|Babyhaut""")

C("Something in a car", "Något i en bil", "Noe i en bil", "Etwas im Auto",
  """steering wheel|seat|seat belt|rear-view mirror|mirror|wing mirror|radio|
  gear stick|brake|accelerator|pedal|clutch|handbrake|glove compartment|glovebox|horn|
  dashboard|speedometer|windscreen|windshield|windscreen wiper|wiper|indicator|headlights|
  airbag|engine|boot|trunk|bonnet|car seat|child seat|booster seat|sat nav|GPS|cup holder|
  sun visor|car keys|key|ignition|door|window|tyre|spare tyre|jack|air freshener|armrest|
  headrest|charger|driver|passenger|map|fuel tank|petrol|battery|exhaust|roof rack|
  warning triangle|first aid kit|ice scraper|heater|air conditioning|sunroof|number plate|
  back seat|front seat|fuel gauge|hi-vis vest""",
  """ratt|säte|framsäte|baksäte|bälte|säkerhetsbälte|backspegel|spegel|sidospegel|radio|
  växelspak|broms|gaspedal|gas|pedal|koppling|handbroms|handskfack|tuta|instrumentbräda|
  hastighetsmätare|vindruta|framruta|vindrutetorkare|torkare|blinkers|strålkastare|
  krockkudde|motor|bagageutrymme|baklucka|motorhuv|bilbarnstol|bilstol|bälteskudde|gps|
  mugghållare|solskydd|bilnyckel|nycklar|tändning|dörr|fönster|däck|reservdäck|domkraft|
  doftgran|armstöd|nackstöd|laddare|förare|passagerare|karta|bensintank|tank|bensin|batteri|
  avgasrör|takbox|takräcke|varningstriangel|förbandslåda|isskrapa|fläkt|luftkonditionering|
  AC|soltak|registreringsskylt|nummerskylt|vägmätare|parkeringsskiva|reflexväst|
  bränslemätare""",
  """ratt|sete|forsete|baksete|setebelte|belte|bakspeil|speil|sidespeil|radio|girspak|gir|
  brems|gasspedal|gass|pedal|clutch|kløtsj|håndbrekk|hanskerom|horn|dashbord|speedometer|
  frontrute|vindusvisker|blinklys|frontlys|lykter|kollisjonspute|airbag|motor|bagasjerom|
  panser|bilstol|barnesete|beltepute|GPS|koppholder|solskjerm|bilnøkkel|nøkler|tenning|dør|
  vindu|dekk|reservehjul|jekk|dufttre|armlene|nakkestøtte|lader|sjåfør|passasjer|kart|
  bensintank|tank|bensin|batteri|eksosrør|takboks|takstativ|varseltrekant|førstehjelpsskrin|
  isskrape|vifte|klimaanlegg|soltak|skilt|nummerskilt|kilometerteller|parkeringsskive|
  refleksvest|bensinmåler""",
  """Lenkrad|Sitz|Vordersitz|Rücksitz|Sicherheitsgurt|Gurt|Anschnallgurt|Rückspiegel|
  Spiegel|Außenspiegel|Seitenspiegel|Radio|Schaltknüppel|Bremse|Bremspedal|Gaspedal|Gas|
  Pedal|Kupplung|Handbremse|Handschuhfach|Hupe|Armaturenbrett|Tacho|Tachometer|
  Windschutzscheibe|Frontscheibe|Scheibenwischer|Blinker|Scheinwerfer|Airbag|Motor|
  Kofferraum|Motorhaube|Kindersitz|Sitzerhöhung|Navi|Navigationsgerät|Becherhalter|
  Sonnenblende|Autoschlüssel|Schlüssel|Zündung|Tür|Fenster|Reifen|Ersatzrad|Ersatzreifen|
  Wagenheber|Duftbaum|Armlehne|Kopfstütze|Ladekabel|Fahrer|Beifahrer|Landkarte|Tank|Benzin|
  Batterie|Auspuff|Dachbox|Dachgepäckträger|Warndreieck|Verbandskasten|Eiskratzer|
  Warnweste|Klimaanlage|Schiebedach|Nummernschild|Kennzeichen|Kilometerzähler|Parkscheibe|
  Heizung|Tankanzeige""")

C("Something made of glass", "Något av glas", "Noe laget av glass", "Etwas aus Glas",
  """window|glass|drinking glass|wine glass|bottle|jar|jam jar|mirror|vase|light bulb|
  glasses|spectacles|lens|magnifying glass|windscreen|windshield|aquarium|fish tank|marble|
  bowl|greenhouse|glass door|window pane|test tube|beaker|thermometer|hourglass|snow globe|
  Christmas bauble|bauble|lampshade|chandelier|jug|carafe|decanter|screen|phone screen|
  perfume bottle|glass slipper|stained glass window|glass eye|bead|oven door|shower screen|
  skylight|candle holder|tealight holder|glass table|display case|shop window|
  glass cabinet|crystal ball""",
  """fönster|glas|dricksglas|vinglas|flaska|burk|syltburk|glasburk|spegel|vas|glödlampa|
  glasögon|lins|förstoringsglas|vindruta|akvarium|glaskula|skål|växthus|glasdörr|
  fönsterruta|provrör|bägare|termometer|timglas|snöglob|julgranskula|lampskärm|kristallkrona|
  ljuskrona|kanna|karaff|skärm|mobilskärm|tv-skärm|parfymflaska|glastoffel|glasöga|pärla|
  ugnslucka|duschvägg|takfönster|ljuslykta|värmeljushållare|glasbord|monter|skyltfönster|
  glasskåp|vitrinskåp|kristallkula""",
  """vindu|glass|drikkeglass|vinglass|flaske|krukke|syltetøyglass|glasskrukke|speil|vase|
  lyspære|briller|linse|forstørrelsesglass|frontrute|akvarium|klinkekule|glasskule|bolle|
  skål|drivhus|glassdør|vindusrute|prøverør|begerglass|termometer|timeglass|snøkule|julekule|
  lampeskjerm|lysekrone|mugge|karaffel|skjerm|mobilskjerm|TV-skjerm|parfymeflaske|
  glasstøffel|glassmaleri|glassøye|perle|ovnsdør|dusjvegg|takvindu|lykt|telysholder|
  glassbord|monter|utstillingsvindu|vitrineskap|krystallkule|glassmonter""",
  """Fenster|Glas|Trinkglas|Weinglas|Flasche|Einmachglas|Marmeladenglas|Glasflasche|Spiegel|
  Vase|Glühbirne|Brille|Linse|Lupe|Windschutzscheibe|Aquarium|Murmel|Glaskugel|Schüssel|
  Glasschüssel|Gewächshaus|Glastür|Fensterscheibe|Reagenzglas|Becherglas|Thermometer|
  Sanduhr|Schneekugel|Christbaumkugel|Weihnachtskugel|Lampenschirm|Kronleuchter|Krug|
  Karaffe|Bildschirm|Handydisplay|Parfümflakon|Bleiglasfenster|Kirchenfenster|Glasauge|
  Perle|Backofentür|Duschwand|Dachfenster|Windlicht|Teelichthalter|Glastisch|Vitrine|
  Käseglocke|Schaufenster|Glasvitrine|Kristallkugel""")


# --------------------------------------------------------------------------- build
def norm(text):
    """Normalisation used for duplicate checks (same as the app's lenient matching)."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.split())


def split_answers(raw, where):
    out, seen = [], set()
    for part in raw.split("|"):
        ans = " ".join(part.split())
        if not ans:
            raise SystemExit("empty answer in %s" % where)
        key = norm(ans)
        if key in seen:
            print("warning: dropped duplicate %r in %s" % (ans, where), file=sys.stderr)
            continue
        seen.add(key)
        out.append(ans)
    return out


# Symbols are dealt round-robin in list order; these pairs of neighbouring cards are swapped so
# that categories with many shared answers ("Something in the sky" / "Something that flies")
# do not carry the same symbol.
SWAPS = [("Something that flies", "A kind of shop"),
         ("Something at a playground", "Something cold")]


def shadow_check(cards):
    """Inside the repository: every answer must be matched to itself by the app's matcher
    (an answer that folds onto another one, e.g. "seatbelt" / "seat belt", is redundant)."""
    try:
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__)))))
        from engine.ordet.matching import match
    except ImportError:
        return
    bad = []
    for card in cards:
        for lang in LANGS:
            for ans in card["answers"][lang]:
                hit = match(ans, card["answers"][lang], lang)
                if hit != ans:
                    bad.append("%s/%s %r is shadowed by %r" % (card["id"], lang, ans, hit))
    if bad:
        raise SystemExit("\n".join(bad))


def build():
    if len(CARDS) != 72:
        raise SystemExit("expected 72 cards, have %d" % len(CARDS))
    order = list(CARDS)
    for first, second in SWAPS:
        names = [c["category"]["en"] for c in order]
        i, j = names.index(first), names.index(second)
        order[i], order[j] = order[j], order[i]
    cards = []
    for i, card in enumerate(order):
        cid = "%s-%02d" % (SET_ID, i + 1)
        answers = {}
        for lang in LANGS:
            answers[lang] = split_answers(card["answers"][lang], "%s/%s" % (cid, lang))
            if len(answers[lang]) < MIN_ANSWERS:
                raise SystemExit("%s/%s has only %d answers" % (cid, lang, len(answers[lang])))
        cards.append({"id": cid, "symbol": SYMBOLS[i % len(SYMBOLS)],
                      "category": dict(card["category"]), "answers": answers})
    for lang in LANGS:
        cats = [norm(c["category"][lang]) for c in cards]
        dup = {c for c in cats if cats.count(c) > 1}
        if dup:
            raise SystemExit("duplicate %s categories: %s" % (lang, sorted(dup)))
    shadow_check(cards)
    jokers = [{"id": "%s-j%d" % (SET_ID, i + 1), "symbols": list(pair)}
              for i, pair in enumerate(JOKERS)]
    return {"format": "tabletop-ordet-set", "version": 1, "id": SET_ID, "name": NAME,
            "symbols": SYMBOLS, "cards": cards, "jokers": jokers}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = os.path.join(root, "resources", "ordet", "sets", SET_ID + ".json")
    data = build()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %s (%d cards)" % (out, len(data["cards"])))


if __name__ == "__main__":
    main()
