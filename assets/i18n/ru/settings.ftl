# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Настройки
settings-language = Язык
settings-language-system = Системный ({ $language })
settings-theme = Тема
settings-theme-dark = Тёмная
settings-theme-light = Светлая
settings-high-contrast = Высокий контраст
settings-high-contrast-tip = Белое на чёрном, бело-синяя доска, яркие выделения
settings-scale = Масштаб интерфейса
settings-board = Доска
settings-pieces = Фигуры
settings-coordinates = Координаты
settings-animation = Анимация ходов
settings-animation-off = Выкл.
settings-animation-fast = Быстро
settings-animation-normal = Обычно
settings-animation-slow = Медленно
settings-board-display = Отображение доски
settings-legal-moves = Точки возможных ходов
settings-notation = Нотация
settings-notation-english = Английские буквы (Nf3)
settings-notation-local = Русские буквы ({ $example })
settings-notation-figurines = Фигурки (♘f3)
settings-engine = Движок
settings-engine-info = Показывать оценку, глубину и узлы
settings-sound = Звук
settings-sound-on = Звук включён
settings-no-audio = Аудиовыход не найден; звука не будет.
settings-engines = Движки и их параметры
settings-manage-engines = Управление движками…

# Names of the looks shown in Settings.
settings-pieces-classic = Классический
settings-pieces-tokens = Фишки
settings-pieces-letters = Буквы
settings-pieces-geometric = Геометрический
settings-scheme-brown = Коричневая
settings-scheme-blue = Синяя
settings-scheme-green = Зелёная
settings-scheme-grey = Серая
settings-scheme-purple = Фиолетовая
settings-scheme-high-contrast = Высокий контраст
settings-coordinates-inside = Внутри
settings-coordinates-outside = Снаружи
settings-coordinates-off = Нет
